import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { removePlanogram } from '../../domain/planograms/remove-planogram.ts';

/** DELETE planograms/{id}: refused (409) while a job trait shows it; otherwise the head, rows and cells go. */
export const remove = implement(planogramsRoutes.remove, async ({ params }) => {
  await removePlanogram(params.id);
  return respond(204);
});
