import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { todayIso } from '../../common/dates.ts';
import { specialAvailabilities } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';
import { assertWeekNotEnded } from './special-weeks.ts';

/** `DELETE profile/specialAvailability/{id}`: an existing week of the worker's that has not ended. 204. */
export const removeSpecialAvailability = implement(profileRoutes.removeSpecialAvailability, ({ params, auth }) =>
  removeSpecialAvailabilityOf(ownEmployeeId(auth), params.id),
);

/** Deletes special week `weekId` of worker `id` while it has not ended (profile, or staff). */
export async function removeSpecialAvailabilityOf(id: number, weekId: number) {
  const current = await specialAvailabilities.getOrThrow(id, weekId);
  assertWeekNotEnded(current.endDate, todayIso());
  await specialAvailabilities.remove(id, current);
  return respond(204);
}
