import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { removeDataRow } from '../../data/content/planogram-data.repository.ts';

/** DELETE planograms/{id}/data/{dataId}: the row goes, and the cells showing it no longer point at it. */
export const removeData = implement(planogramsRoutes.removeData, async ({ params }) => {
  await removeDataRow(params.id, params.dataId);
  return respond(204);
});
