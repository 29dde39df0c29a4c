import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { readApplicantPartition } from '../../data/ats/applicants.repository.ts';
import { getPosting } from '../../data/ats/job-postings.repository.ts';
import { applicantDetail } from '../../domain/ats/applicants/detail.ts';
import { applicantNotFound, applicantScopeOf, inScope } from '../../domain/ats/applicants/scope.ts';

/** GET ats/applicants/{id}: one partition Query; 404 when missing or outside a supervisor's scope. */
export const getApplicant = implement(atsRoutes.getApplicant, async ({ params, auth }) => {
  const partition = await readApplicantPartition(params.id);
  const applicant = partition.applicant;
  if (!applicant) throw applicantNotFound(params.id);
  const posting = await getPosting(applicant.jobPostingId);
  if (!inScope(applicantScopeOf(auth), applicant, posting)) throw applicantNotFound(params.id);
  return applicantDetail(applicant, posting, partition.parsedJson);
});
