import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { replaceRowWorker } from '../../domain/drafts/row-workers.ts';
import { changeFilteredRows } from './detail-edits.ts';
import { assignableWorker } from './detail-view.ts';

/**
 * `PATCH draftSchedules/details/bulkReplaceWorker` {oldWorkerId, newWorkerId, metadata} — 'Replace worker' (000
 * §4.2): on every row the details filter selects that holds the old worker, the new one takes their place and
 * flags (team lead, temporary); a row already holding the new worker just loses the old one (the new one leads if
 * the old one did). The new worker is checked as for an add (exists, merchandiser, active: 400 naming
 * `newWorkerId`). `affected` = rows changed. One transaction per draft (detail-edits.ts).
 */
export const bulkReplaceWorker = implement(draftSchedulesRoutes.bulkReplaceWorker, async ({ body, auth }) => {
  if (body.oldWorkerId === body.newWorkerId)
    throw new BadRequestError({ newWorkerId: ['The new worker must differ from the worker replaced.'] });
  const card = assignableWorker(await readWorkerDirectory(), body.newWorkerId, 'newWorkerId');
  const result = await changeFilteredRows(body.metadata, auth.username, {
    change: ({ row }) => {
      const workers = replaceRowWorker(row.workers, body.oldWorkerId, card);
      return workers ? { ...row, workers } : undefined;
    },
  });
  return { affected: result.changed };
});
