import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement } from '../../common/api-handler.ts';
import { listHeadersOfJob } from '../../data/content/questions.repository.ts';

/** GET questionLibrary/headers?jobId=&includeInactive=: the headers of one job, active ones by default. */
export const listHeaders = implement(questionLibraryRoutes.listHeaders, async ({ query }) => {
  const all = await listHeadersOfJob(query.jobId);
  return all.filter((h) => query.includeInactive || !h.isInactive);
});
