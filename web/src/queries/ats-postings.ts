import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/**
 * Job postings (002 §7 Recruiting, calls 1-2): /hr/job-postings and the posting pickers of the applicant screens.
 * Every key starts with 'atsJobPostings', so a saved posting refreshes each list and the record.
 */
export const postingKeys = {
  all: ['atsJobPostings'] as const,
  list: (includeInactive: boolean) => ['atsJobPostings', 'list', { includeInactive }] as const,
  one: (id: number | undefined) => ['atsJobPostings', 'one', id] as const,
};

/** The postings (`GET ats/job-postings`), the inactive ones too when asked. */
export const postingsQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: postingKeys.list(includeInactive),
    queryFn: ({ signal }) => callRoute(atsRoutes.listJobPostings, { query: { includeInactive }, signal }),
  });

/** One posting with every field the form edits (`GET ats/job-postings/{id}`); not asked without an id. */
export const postingQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: postingKeys.one(id),
    queryFn:
      id === undefined ? skipToken : ({ signal }) => callRoute(atsRoutes.getJobPosting, { params: { id }, signal }),
  });
