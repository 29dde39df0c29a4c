import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { setRowWorkerTemporary } from '../../domain/drafts/row-workers.ts';
import { changeRowWorkers } from './detail-edits.ts';

/** `PATCH draftSchedules/details/{id}/workers/{workerId}` {isTemporary}: marks a row's worker temporary or not (404 when not on the row). */
export const updateWorker = implement(draftSchedulesRoutes.updateWorker, async ({ params, body, auth }) =>
  changeRowWorkers(params.id, auth.username, (workers) => {
    const next = setRowWorkerTemporary(workers, params.workerId, body.isTemporary);
    if (!next) throw new NotFoundError(`Worker ${params.workerId} is not on service row ${params.id}.`);
    return next;
  }),
);
