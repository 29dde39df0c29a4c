import type { SpecialAvailabilityUpdateSchema } from '@shelfline/shared/contracts/availability.contract';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import type * as z from 'zod';
import { implement } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { specialAvailabilities, toSpecialAvailability } from '../../data/people/worker-records.repository.ts';
import { storedDays } from './daily-availabilities.ts';
import { ownEmployeeId } from './own.ts';
import { assertNoOverlap, assertWeekNotEnded } from './special-weeks.ts';

/**
 * `PUT profile/specialAvailability/{id}`: only while the week (as stored and as sent) ends today or later (400),
 * without overlapping another week (409), version-checked (409 when stale).
 */
export const updateSpecialAvailability = implement(profileRoutes.updateSpecialAvailability, ({ params, body, auth }) =>
  updateSpecialAvailabilityOf(ownEmployeeId(auth), params.id, body, auth),
);

/** Changes special week `weekId` of worker `id` (profile, or staff). */
export async function updateSpecialAvailabilityOf(
  id: number,
  weekId: number,
  body: z.output<typeof SpecialAvailabilityUpdateSchema>,
  auth: Caller,
) {
  const today = todayIso();
  const weeks = await specialAvailabilities.list(id);
  const current = weeks.find((w) => w.id === weekId);
  if (!current) throw new NotFoundError(`Special availability ${weekId} was not found.`);
  assertWeekNotEnded(current.endDate, today);
  assertWeekNotEnded(body.endDate, today);
  assertNoOverlap(weeks, body, current.id);
  const saved = await specialAvailabilities.replace(
    id,
    current,
    {
      id: current.id,
      employeeId: id,
      startDate: body.startDate,
      endDate: body.endDate,
      dailyAvailabilities: storedDays(body.dailyAvailabilities),
    },
    body.version,
    auth.username,
  );
  return toSpecialAvailability(saved);
}
