import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import {
  guardedLayoutWrite,
  reportFactsOfLayout,
  reportLayouts,
} from '../../data/content/report-layouts.repository.ts';
import { structuralConflict } from '../../domain/report-layouts/structural-change.ts';
import { layoutRecord } from './layout-record.ts';
import { layoutView } from './layout-view.ts';

/**
 * PUT reportLayouts/{id} with its version. A layout that has reports takes metadata, flags, headings and new items,
 * but not a change that would strand a report (another job or product, dates its services fall outside, removing a
 * question they answered): 409, use Save As New (brief L2).
 */
export const update = implement(reportLayoutsRoutes.update, async ({ params, body, auth }) => {
  const stored = await reportLayouts.getOrThrow(params.id, 'report layout');
  const { version, ...fields } = body;
  const { record, guards } = await layoutRecord(stored.id, fields, stored);
  const reports = await reportFactsOfLayout(stored.id);
  const conflict = structuralConflict(stored, record, reports);
  if (conflict) throw new ConflictError(conflict);
  const updated = await guardedLayoutWrite(() => reportLayouts.replace(record, version, auth.username, guards));
  return layoutView(updated, reports.length);
});
