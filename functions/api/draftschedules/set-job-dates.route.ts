import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { draftOf } from './draft-view.ts';
import { setJobDates } from './job-dates.ts';

/** POST draftSchedules/jobs/{id}/dates: the draft job's date range, applied to all its rows (start ≤ end, else 400). */
export const setJobDatesRoute = implement(draftSchedulesRoutes.setJobDates, async ({ params, body, auth }) =>
  draftOf(await setJobDates(params.id, body, auth.username)),
);
