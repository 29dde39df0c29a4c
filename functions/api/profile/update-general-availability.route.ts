import type { GeneralAvailabilityInputSchema } from '@shelfline/shared/contracts/availability.contract';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import type * as z from 'zod';
import { implement } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { ConflictError } from '../../common/http-errors.ts';
import type { GeneralAvailabilityRecord } from '../../data/entities/availability.entity.ts';
import { generalAvailabilities, toGeneralAvailability } from '../../data/people/worker-records.repository.ts';
import { storedDays } from './daily-availabilities.ts';
import { ownEmployeeId } from './own.ts';

/**
 * `PUT profile/generalAvailability`: without `version` creates the worker's one record (409 if it exists by
 * now), with `version` replaces it (409 when stale or gone).
 */
export const updateGeneralAvailability = implement(profileRoutes.updateGeneralAvailability, ({ body, auth }) =>
  updateGeneralAvailabilityOf(ownEmployeeId(auth), body, auth),
);

/** Creates or replaces worker `id`'s general availability (profile, or staff: `employees/{id}/generalAvailability`). */
export async function updateGeneralAvailabilityOf(
  id: number,
  body: z.output<typeof GeneralAvailabilityInputSchema>,
  auth: Caller,
) {
  const record: GeneralAvailabilityRecord = {
    id: 0,
    employeeId: id,
    dailyAvailabilities: storedDays(body.dailyAvailabilities),
    weeklyHoursMinimum: body.weeklyHoursMinimum ?? null,
    weeklyHoursMaximum: body.weeklyHoursMaximum ?? null,
    weeklyHoursPreferred: body.weeklyHoursPreferred ?? null,
  };
  const current = await generalAvailabilities.getBySortPart(id, '0');
  if (body.version === undefined) {
    if (current) {
      throw new ConflictError('General availability was saved by someone else meanwhile. Reload it and try again.');
    }
    return toGeneralAvailability(await generalAvailabilities.create(id, record, auth.username));
  }
  if (!current) {
    throw new ConflictError('General availability was removed by someone else meanwhile. Reload it and try again.');
  }
  return toGeneralAvailability(await generalAvailabilities.replace(id, current, record, body.version, auth.username));
}
