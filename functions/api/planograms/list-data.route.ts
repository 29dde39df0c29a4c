import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { dataRowsOf } from '../../data/content/planogram-data.repository.ts';
import { getPlanogram } from '../../data/content/planograms.repository.ts';
import { dataView } from '../../domain/planograms/views.ts';

/** GET planograms/{id}/data: every data row, in sort order (one partition range; at most a few thousand). */
export const listData = implement(planogramsRoutes.listData, async ({ params }) => {
  await getPlanogram(params.id);
  return (await dataRowsOf(params.id)).map(dataView);
});
