import type { VacationUpdateSchema } from '@shelfline/shared/contracts/availability.contract';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import type * as z from 'zod';
import { implement } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import { toVacation, vacations } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';
import { assertNotEnded, assertStartNotPast, storedDates } from './vacations.ts';

/**
 * `PUT profile/vacations/{id}`: only while the vacation has not ended; a new start must not be before today (a
 * vacation under way keeps its start). Version-checked (409 when stale).
 */
export const updateVacation = implement(profileRoutes.updateVacation, ({ params, body, auth }) =>
  updateVacationOf(ownEmployeeId(auth), params.id, body, auth),
);

/** Changes vacation `vacationId` of worker `id` (profile, or staff: `employees/{id}/vacations/{vacationId}`). */
export async function updateVacationOf(
  id: number,
  vacationId: number,
  body: z.output<typeof VacationUpdateSchema>,
  auth: Caller,
) {
  const today = todayIso();
  const current = await vacations.getOrThrow(id, vacationId);
  assertNotEnded(current, today, 'changed');
  const dates = storedDates(body);
  if (dates.startDate !== current.startDate) assertStartNotPast(dates.startDate, today);
  const saved = await vacations.replace(
    id,
    current,
    {
      id: current.id,
      employeeId: id,
      ...dates,
      isVacation: body.isVacation,
      isPartial: body.isPartial,
      enteredBy: current.enteredBy,
    },
    body.version,
    auth.username,
  );
  return toVacation(saved, today);
}
