import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { jobPostings } from '../../data/ats/job-postings.repository.ts';

/**
 * `DELETE ats/job-postings/{id}`: refused (409) while the posting has applicants; inactive is the way to retire it.
 * The delete is conditioned on the version the repository reads just before it, and an applicant's arrival raises
 * the version, so an applicant added after that read makes the delete fail (409) rather than orphan the applicant.
 */
export const removeJobPosting = implement(atsRoutes.removeJobPosting, async ({ params }) => {
  const posting = await jobPostings.getOrThrow(params.id, 'job posting');
  if (posting.applicantCount > 0)
    throw new ConflictError(`Job posting "${posting.title}" has applicants. Make it inactive instead.`);
  await jobPostings.remove(posting.id);
  return respond(204);
});
