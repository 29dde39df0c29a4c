import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { draftOf } from './draft-view.ts';
import { setJobDates as applyJobDates } from './job-dates.ts';

/** POST draftSchedules/jobs/{id}/dates: the draft job's date range, applied to all its rows (start ≤ end, else 400). */
export const setJobDates = implement(draftSchedulesRoutes.setJobDates, async ({ params, body, auth }) =>
  draftOf(await applyJobDates(params.id, body, auth.username)),
);
