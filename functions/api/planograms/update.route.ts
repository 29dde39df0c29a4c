import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { editPlanogram } from '../../domain/planograms/edit-planogram.ts';
import { planogramView } from '../../domain/planograms/views.ts';

/** PUT planograms/{id} with its version (stale → 409); a new code reaches the job traits that show it. */
export const update = implement(planogramsRoutes.update, async ({ params, body, auth }) => {
  const { version, planogramId: _ignored, ...values } = body;
  return planogramView(await editPlanogram(params.id, values, version, auth.username));
});
