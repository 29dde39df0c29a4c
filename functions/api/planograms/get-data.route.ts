import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { getDataRow } from '../../data/content/planogram-data.repository.ts';
import { dataView } from '../../domain/planograms/views.ts';

/** GET planograms/{id}/data/{dataId}: one row of that planogram (another planogram's row answers 404). */
export const getData = implement(planogramsRoutes.getData, async ({ params }) =>
  dataView(await getDataRow(params.id, params.dataId)),
);
