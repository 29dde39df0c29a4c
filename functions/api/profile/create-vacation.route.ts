import type { VacationInputSchema } from '@shelfline/shared/contracts/availability.contract';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import type * as z from 'zod';
import { implement, respond } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import { toVacation, vacations } from '../../data/people/worker-records.repository.ts';
import { callerName, ownEmployeeId } from './own.ts';
import { assertStartNotPast, storedDates } from './vacations.ts';

/** `POST profile/vacations`: 201 with the vacation; a start before today is refused (400 on `startDate`). */
export const createVacation = implement(profileRoutes.createVacation, ({ body, auth }) =>
  createVacationOf(ownEmployeeId(auth), body, auth),
);

/** Adds a vacation to worker `id`: their own (profile) or kept by staff (`employees/{id}/vacations`). */
export async function createVacationOf(id: number, body: z.output<typeof VacationInputSchema>, auth: Caller) {
  const today = todayIso();
  assertStartNotPast(body.startDate, today);
  const created = await vacations.create(
    id,
    {
      employeeId: id,
      ...storedDates(body),
      isVacation: body.isVacation,
      isPartial: body.isPartial,
      enteredBy: callerName(auth),
    },
    auth.username,
  );
  return respond(201, toVacation(created, today));
}
