import type { SpecialAvailabilityInputSchema } from '@shelfline/shared/contracts/availability.contract';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import type * as z from 'zod';
import { implement, respond } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import { specialAvailabilities, toSpecialAvailability } from '../../data/people/worker-records.repository.ts';
import { storedDays } from './daily-availabilities.ts';
import { ownEmployeeId } from './own.ts';
import { assertNoOverlap, assertWeekNotEnded } from './special-weeks.ts';

/** `POST profile/specialAvailability`: 201; the week must not have ended (400) nor overlap another (409). */
export const createSpecialAvailability = implement(profileRoutes.createSpecialAvailability, ({ body, auth }) =>
  createSpecialAvailabilityOf(ownEmployeeId(auth), body, auth),
);

/** Adds a special week to worker `id` (profile, or staff: `employees/{id}/specialAvailability`). */
export async function createSpecialAvailabilityOf(
  id: number,
  body: z.output<typeof SpecialAvailabilityInputSchema>,
  auth: Caller,
) {
  assertWeekNotEnded(body.endDate, todayIso());
  assertNoOverlap(await specialAvailabilities.list(id), body);
  const created = await specialAvailabilities.create(
    id,
    {
      employeeId: id,
      startDate: body.startDate,
      endDate: body.endDate,
      dailyAvailabilities: storedDays(body.dailyAvailabilities),
    },
    auth.username,
  );
  return respond(201, toSpecialAvailability(created));
}
