import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { implement } from '../../common/api-handler.ts';
import { reportCountOfLayout, reportLayouts } from '../../data/content/report-layouts.repository.ts';
import { layoutView } from './layout-view.ts';

/** GET reportLayouts/{id}: the layout with its items and how many reports use it (the builder warns before edits). */
export const get = implement(reportLayoutsRoutes.get, async ({ params }) => {
  const [layout, reportCount] = await Promise.all([
    reportLayouts.getOrThrow(params.id, 'report layout'),
    reportCountOfLayout(params.id),
  ]);
  return layoutView(layout, reportCount);
});
