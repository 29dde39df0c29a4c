import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { getPlanogram } from '../../data/content/planograms.repository.ts';
import { planogramView } from '../../domain/planograms/views.ts';

/** GET planograms/{id}: the head with its data row and layout cell counts. */
export const get = implement(planogramsRoutes.get, async ({ params }) => planogramView(await getPlanogram(params.id)));
