import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { jobPostings, withCurrentNames } from '../../data/ats/job-postings.repository.ts';

/** `GET ats/job-postings/{id}`: the posting with the ids and version its form edits, names as they are now. */
export const getJobPosting = implement(atsRoutes.getJobPosting, async ({ params }) => {
  const [posting] = await withCurrentNames([await jobPostings.getOrThrow(params.id, 'job posting')]);
  return posting;
});
