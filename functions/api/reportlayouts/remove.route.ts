import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { reportCountOfLayout, reportLayouts } from '../../data/content/report-layouts.repository.ts';

/** DELETE reportLayouts/{id}: refused (409) while any report, saved or submitted, uses the layout. */
export const remove = implement(reportLayoutsRoutes.remove, async ({ params }) => {
  const layout = await reportLayouts.getOrThrow(params.id, 'report layout');
  const reports = await reportCountOfLayout(layout.id);
  if (reports > 0)
    throw new ConflictError(
      `Report layout "${layout.description}" has ${reports} report${reports === 1 ? '' : 's'}. Make it inactive instead.`,
    );
  await reportLayouts.remove(layout.id);
  return respond(204);
});
