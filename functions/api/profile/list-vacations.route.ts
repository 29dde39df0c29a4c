import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { todayIso } from '../../common/dates.ts';
import { toVacation, vacations } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';

/** `GET profile/vacations`: the worker's vacations and days off, newest first (one Query). */
export const listVacations = implement(profileRoutes.listVacations, ({ auth }) => listVacationsOf(ownEmployeeId(auth)));

/** Worker `id`'s vacations, newest first. */
export async function listVacationsOf(id: number) {
  const today = todayIso();
  const records = await vacations.list(id, { descending: true });
  return records.map((r) => toVacation(r, today));
}
