import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { listPostings, withCurrentNames } from '../../data/ats/job-postings.repository.ts';

/**
 * `GET ats/job-postings`: the postings by title, active ones only unless `includeInactive` (one Query), with the
 * current names of the workers, cities and provinces they name (one BatchGet).
 */
export const listJobPostings = implement(atsRoutes.listJobPostings, async ({ query }) => {
  const all = await listPostings();
  return withCurrentNames(query.includeInactive ? all : all.filter((p) => p.isActive));
});
