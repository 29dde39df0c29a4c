import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { guardedLayoutWrite, reportLayouts } from '../../data/content/report-layouts.repository.ts';
import { nextId } from '../../data/repository.ts';
import { layoutRecord } from './layout-record.ts';
import { layoutView } from './layout-view.ts';

/** POST reportLayouts (Create, and Save As New from an edit): a new layout; the body's reportId is ignored. */
export const create = implement(reportLayoutsRoutes.create, async ({ body, auth }) => {
  const { record, guards } = await layoutRecord(await nextId(reportLayouts.entity.name), body);
  const created = await guardedLayoutWrite(() => reportLayouts.create(record, auth.username, guards));
  return respond(201, layoutView(created, 0));
});
