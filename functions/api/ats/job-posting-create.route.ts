import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { jobPostings } from '../../data/ats/job-postings.repository.ts';
import { nextId } from '../../data/repository.ts';
import { jobPostingRecord } from './job-posting-record.ts';

/** `POST ats/job-postings`: a new posting without applicants; its mailbox alias, if any, is taken atomically (409). */
export const createJobPosting = implement(atsRoutes.createJobPosting, async ({ body, auth }) => {
  const record = await jobPostingRecord(await nextId(jobPostings.entity.name), body, 0);
  return respond(201, await jobPostings.create(record, auth.username));
});
