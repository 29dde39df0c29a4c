import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { specialAvailabilities, toSpecialAvailability } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';

/** `GET profile/specialAvailability`: the worker's special weeks by start date (one Query). */
export const listSpecialAvailability = implement(profileRoutes.listSpecialAvailability, ({ auth }) =>
  listSpecialAvailabilityOf(ownEmployeeId(auth)),
);

/** Worker `id`'s special weeks by start date. */
export async function listSpecialAvailabilityOf(id: number) {
  return (await specialAvailabilities.list(id)).map(toSpecialAvailability);
}
