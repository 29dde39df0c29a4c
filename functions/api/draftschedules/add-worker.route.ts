import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { addRowWorker, isOnRow } from '../../domain/drafts/row-workers.ts';
import { changeRowWorkers } from './detail-edits.ts';
import { assignableWorker } from './detail-view.ts';

/**
 * `POST draftSchedules/details/{id}/workers` {id, isTeamLead} — 'Select Independent Workers' (000 §4.2): puts a
 * worker on the row. The worker must exist, be a merchandiser (or helper) and be active (400 naming `id`), and not
 * be on the row already (409). The first worker (or any worker while the row has no team lead) becomes team lead;
 * `isTeamLead` makes the new worker the lead and the previous lead a helper (row-workers.ts).
 */
export const addWorker = implement(draftSchedulesRoutes.addWorker, async ({ params, body, auth }) =>
  changeRowWorkers(params.id, auth.username, (workers, directory) => {
    const card = assignableWorker(directory, body.id, 'id');
    if (isOnRow(workers, card.id)) throw new ConflictError(`${card.name} is already on this service row.`);
    return addRowWorker(workers, card, body.isTeamLead);
  }),
);
