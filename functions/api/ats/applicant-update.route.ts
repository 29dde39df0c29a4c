import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { readApplicantPartition } from '../../data/ats/applicants.repository.ts';
import { getPosting } from '../../data/ats/job-postings.repository.ts';
import { readDetail } from '../../domain/ats/applicants/detail.ts';
import { applicantNotFound } from '../../domain/ats/applicants/scope.ts';
import { updateApplicant as update } from '../../domain/ats/applicants/update.ts';

/** PUT ats/applicants/{id}: details, assignee and status, with the version it was read at (update.ts). */
export const updateApplicant = implement(atsRoutes.updateApplicant, async ({ params, body, auth }) => {
  const partition = await readApplicantPartition(params.id);
  const applicant = partition.applicant;
  if (!applicant) throw applicantNotFound(params.id);
  const posting = await getPosting(applicant.jobPostingId);
  await update({ ...partition, applicant }, posting, body, auth);
  return readDetail(params.id, posting);
});
