import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { specialAvailabilities } from '../../data/worker-records.repository.ts';
import { todayIso } from '../../domain/availability/compute-availability.ts';
import { ownEmployeeId } from './own.ts';
import { assertWeekNotEnded } from './special-weeks.ts';

/** `DELETE profile/specialAvailability/{id}`: an existing week of the worker's that has not ended. 204. */
export const removeSpecialAvailability = implement(
  profileRoutes.removeSpecialAvailability,
  async ({ params, auth }) => {
    const id = ownEmployeeId(auth);
    const current = await specialAvailabilities.getOrThrow(id, params.id);
    assertWeekNotEnded(current.endDate, todayIso());
    await specialAvailabilities.remove(id, current);
    return respond(204);
  },
);
