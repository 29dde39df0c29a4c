import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { specialAvailabilities, toSpecialAvailability } from '../../data/worker-records.repository.ts';
import { todayIso } from '../../domain/availability/compute-availability.ts';
import { storedDays } from './daily-availabilities.ts';
import { ownEmployeeId } from './own.ts';
import { assertNoOverlap, assertWeekNotEnded } from './special-weeks.ts';

/**
 * `PUT profile/specialAvailability/{id}`: only while the week (as stored and as sent) ends today or later (400),
 * without overlapping another week (409), version-checked (409 when stale).
 */
export const updateSpecialAvailability = implement(
  profileRoutes.updateSpecialAvailability,
  async ({ params, body, auth }) => {
    const id = ownEmployeeId(auth);
    const today = todayIso();
    const weeks = await specialAvailabilities.list(id);
    const current = weeks.find((w) => w.id === params.id);
    if (!current) throw new NotFoundError(`Special availability ${params.id} was not found.`);
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
  },
);
