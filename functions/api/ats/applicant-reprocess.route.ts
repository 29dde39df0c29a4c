import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { readApplicantPartition } from '../../data/ats/applicants.repository.ts';
import { getPosting } from '../../data/ats/job-postings.repository.ts';
import { readDetail } from '../../domain/ats/applicants/detail.ts';
import { reprocessApplicant as reprocess } from '../../domain/ats/applicants/reprocess.ts';
import { applicantNotFound } from '../../domain/ats/applicants/scope.ts';

/** POST ats/applicants/{id}/reprocess: the résumé parsed and scored again (reprocess.ts); the applicant answered. */
export const reprocessApplicant = implement(atsRoutes.reprocessApplicant, async ({ params, auth }) => {
  const partition = await readApplicantPartition(params.id);
  const applicant = partition.applicant;
  if (!applicant) throw applicantNotFound(params.id);
  await reprocess({ ...partition, applicant }, auth);
  return readDetail(params.id, await getPosting(applicant.jobPostingId));
});
