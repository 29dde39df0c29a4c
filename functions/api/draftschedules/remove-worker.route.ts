import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { removeRowWorker } from '../../domain/drafts/row-workers.ts';
import { changeRowWorkers } from './detail-edits.ts';

/**
 * `DELETE draftSchedules/details/{id}/workers/{workerId}`: takes a worker off the row; when the team lead leaves,
 * the next worker becomes team lead (404 when the worker is not on the row).
 */
export const removeWorker = implement(draftSchedulesRoutes.removeWorker, async ({ params, auth }) =>
  changeRowWorkers(params.id, auth.username, (workers) => {
    const next = removeRowWorker(workers, params.workerId);
    if (!next) throw new NotFoundError(`Worker ${params.workerId} is not on service row ${params.id}.`);
    return next;
  }),
);
