import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { recount, removeRowsWhere } from '../../domain/drafts/row-blocks.ts';
import { draftJobOrThrow } from './draft-references.ts';
import { draftOf } from './draft-view.ts';

/** DELETE draftSchedules/{id}/jobs/{jobId}: the draft job (its own id) and all its rows (404 when not in it). */
export const removeJob = implement(draftSchedulesRoutes.removeJob, async ({ params, auth }) => {
  const { draft } = await mutateDraft(params.id, auth.username, (loaded) => {
    draftJobOrThrow(loaded, params.jobId);
    loaded.head.jobs = loaded.head.jobs.filter((j) => j.id !== params.jobId);
    removeRowsWhere(loaded, (row) => row.draftJobId === params.jobId);
    recount(loaded);
  });
  return draftOf(draft);
});
