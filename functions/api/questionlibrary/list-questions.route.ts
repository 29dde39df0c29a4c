import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement } from '../../common/api-handler.ts';
import { listQuestions as readLibrary } from '../../data/content/questions.repository.ts';
import { questionView } from './question-view.ts';

/** GET questionLibrary/questions?includeInactive=: the whole library (one Query), active questions by default. */
export const listQuestions = implement(questionLibraryRoutes.listQuestions, async ({ query }) => {
  const all = await readLibrary();
  return all.filter((q) => query.includeInactive || !q.isInactive).map(questionView);
});
