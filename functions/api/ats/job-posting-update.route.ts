import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { jobPostings } from '../../data/ats/job-postings.repository.ts';
import { jobPostingRecord } from './job-posting-record.ts';

/**
 * `PUT ats/job-postings/{id}` with the version read (stale: 409). The applicant count is the stored one: a new
 * applicant raises the version with the count, so this write cannot put an older count back.
 */
export const updateJobPosting = implement(atsRoutes.updateJobPosting, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  const current = await jobPostings.getOrThrow(params.id, 'job posting');
  const record = await jobPostingRecord(current.id, fields, current.applicantCount);
  return jobPostings.replace(record, version, auth.username);
});
