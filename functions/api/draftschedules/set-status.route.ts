import { canMoveDraft, DRAFT_STATUS_LABELS } from '@shelfline/shared/draft-status';
import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { readWindowAvailability } from '../../domain/availability/window-availability.ts';
import { completionProblems, teamLeadWindows } from '../../domain/drafts/completion.ts';
import { rowContexts } from '../../domain/drafts/row-context.ts';
import { workerStatuses } from './detail-view.ts';
import { draftOf } from './draft-view.ts';

/**
 * `POST draftSchedules/{id}/status` {status, version?} (000 §4.1, states.md §1.1): moves a draft along the
 * transition table (shared/src/draft-status.ts; 409 otherwise). Exported is reached only by exporting. Moving to
 * Completed checks every row of the draft (completion.ts: hours, a worker, a team lead neither Inactive nor
 * FullyBlocked for the row's dates — every team lead's availability is read, two Queries per distinct lead) and
 * answers 409 with the problems as `errors` when there are any. Completed → In Progress lifts the read-only state.
 */
export const setStatus = implement(draftSchedulesRoutes.setStatus, async ({ params, body, auth }) => {
  const directory = body.status === 'Completed' ? await readWorkerDirectory() : [];
  const { draft } = await mutateDraft(
    params.id,
    auth.username,
    async (loaded) => {
      const { head } = loaded;
      if (body.version !== undefined && body.version !== head.version)
        throw new ConflictError(`Draft "${head.name}" was changed by someone else. Reload it and try again.`);
      if (head.exportId) throw new ConflictError(`Draft "${head.name}" is being exported. Try again in a moment.`);
      if (body.status === 'Exported') throw new ConflictError('Export the draft to move it to Exported.');
      if (head.status === body.status)
        throw new ConflictError(`Draft "${head.name}" is already ${DRAFT_STATUS_LABELS[head.status]}.`);
      if (!canMoveDraft(head.status, body.status))
        throw new ConflictError(
          `A draft that is ${DRAFT_STATUS_LABELS[head.status]} cannot move to ${DRAFT_STATUS_LABELS[body.status]}.`,
        );
      if (body.status === 'Completed') {
        const contexts = rowContexts([loaded]);
        const availability = await readWindowAvailability(workerStatuses(directory), teamLeadWindows(contexts));
        const problems = completionProblems(contexts, availability);
        if (problems.length > 0) throw new ConflictError(problems);
      }
      loaded.head = { ...head, status: body.status };
      loaded.headChanged = true;
    },
    { allowReadOnly: true },
  );
  return draftOf(draft);
});
