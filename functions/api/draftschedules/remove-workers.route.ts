import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { changeFilteredRows } from './detail-edits.ts';

/**
 * `PATCH draftSchedules/details/removeWorkers` {metadata} — 'Remove all workers' (admin and account managers, by
 * the route's access): empties the workers of every row the details filter selects. `affected` = rows that had
 * workers. One transaction per draft (detail-edits.ts).
 */
export const removeWorkers = implement(draftSchedulesRoutes.removeWorkers, async ({ body, auth }) => {
  const result = await changeFilteredRows(body.metadata, auth.username, {
    change: ({ row }) => (row.workers.length === 0 ? undefined : { ...row, workers: [] }),
  });
  return { affected: result.changed };
});
