import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { jobPostings } from '../../data/ats/job-postings.repository.ts';

/** `GET ats/job-postings/{id}`: the posting with the ids and version its form edits. */
export const getJobPosting = implement(atsRoutes.getJobPosting, ({ params }) =>
  jobPostings.getOrThrow(params.id, 'job posting'),
);
