import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { draftOf } from './draft-view.ts';
import { setJobDates } from './job-dates.ts';

/** DELETE draftSchedules/jobs/{id}/dates: "clearing a date range removes the dates" — of the job and all its rows. */
export const clearJobDates = implement(draftSchedulesRoutes.clearJobDates, async ({ params, auth }) =>
  draftOf(await setJobDates(params.id, {}, auth.username)),
);
