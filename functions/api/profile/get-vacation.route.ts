import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { todayIso } from '../../common/dates.ts';
import { toVacation, vacations } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';

/** `GET profile/vacations/{id}`: one of the worker's own vacations (another worker's is not found). */
export const getVacation = implement(profileRoutes.getVacation, async ({ params, auth }) =>
  toVacation(await vacations.getOrThrow(ownEmployeeId(auth), params.id), todayIso()),
);
