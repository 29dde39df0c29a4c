import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { todayIso } from '../../common/dates.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { vacations } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';
import { assertNotEnded } from './vacations.ts';

/**
 * `DELETE profile/vacations/{id}` (Cancel): only while the vacation has not ended. The spec's body (the vacation)
 * is accepted; only its `id`, when given, must agree with the path. 204.
 */
export const removeVacation = implement(profileRoutes.removeVacation, async ({ params, body, auth }) => {
  if (body?.id !== undefined && body.id !== params.id) {
    throw new BadRequestError({ id: [`The body names vacation ${body.id}, the path ${params.id}.`] });
  }
  return removeVacationOf(ownEmployeeId(auth), params.id);
});

/** Cancels vacation `vacationId` of worker `id` while it has not ended (profile, or staff). */
export async function removeVacationOf(id: number, vacationId: number) {
  const current = await vacations.getOrThrow(id, vacationId);
  assertNotEnded(current, todayIso(), 'deleted');
  await vacations.remove(id, current);
  return respond(204);
}
