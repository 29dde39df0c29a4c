import { MAX_DRAFT_JOBS } from '@shelfline/shared/contracts/draft.contract';
import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import { mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { draftJobId, MAX_JOB_SEQUENCE } from '../../data/entities/draft.entity.ts';
import { initialJobDates, newRowFields, pairsOf } from '../../domain/drafts/generate-rows.ts';
import { addRow, recount, storesOf } from '../../domain/drafts/row-blocks.ts';
import { jobProductsToAdd, mainJobFields } from './draft-references.ts';
import { draftOf } from './draft-view.ts';

/**
 * POST draftSchedules/{id}/jobs: one job product id or several, all or nothing (400 listing the refused ids). Each
 * becomes a draft job (its own id, draftId × 1,000 + n) with the job's run as its date range when the job has both
 * dates, and a row for every store of the draft (0 hours, the job's service type and dates, no workers).
 */
export const addJobs = implement(draftSchedulesRoutes.addJobs, async ({ params, body, auth }) => {
  const { draft } = await mutateDraft(params.id, auth.username, async (loaded) => {
    const { head } = loaded;
    if (head.jobs.length + body.jobProductId.length > MAX_DRAFT_JOBS)
      throw new BadRequestError({
        jobProductId: [`A draft holds at most ${MAX_DRAFT_JOBS} jobs; it has ${head.jobs.length}.`],
      });
    const products = await jobProductsToAdd(head, body.jobProductId);
    if (head.lastJobSequence + products.length > MAX_JOB_SEQUENCE)
      throw new ConflictError(`Draft ${head.id} has handed out every job id it can.`);
    const added = products.map((product) => {
      head.lastJobSequence += 1;
      return {
        ...mainJobFields(product),
        id: draftJobId(head.id, head.lastJobSequence),
        ...initialJobDates({ startDate: product.jobStartDate, endDate: product.jobEndDate }),
      };
    });
    head.jobs = [...head.jobs, ...added];
    for (const { store, job } of pairsOf(storesOf(loaded), added)) addRow(loaded, store, newRowFields(job));
    recount(loaded);
  });
  return draftOf(draft);
});
