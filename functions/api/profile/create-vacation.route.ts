import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { toVacation, vacations } from '../../data/worker-records.repository.ts';
import { todayIso } from '../../domain/availability/compute-availability.ts';
import { callerName, ownEmployeeId } from './own.ts';
import { assertStartNotPast, storedDates } from './vacations.ts';

/** `POST profile/vacations`: 201 with the vacation; a start before today is refused (400 on `startDate`). */
export const createVacation = implement(profileRoutes.createVacation, async ({ body, auth }) => {
  const id = ownEmployeeId(auth);
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
});
