import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement } from '../../common/api-handler.ts';
import { questions } from '../../data/content/questions.repository.ts';
import { questionView } from './question-view.ts';

/** GET questionLibrary/questions/{id}: also the builder's question fetch by id (undocumented_calls R5). */
export const getQuestion = implement(questionLibraryRoutes.getQuestion, async ({ params }) =>
  questionView(await questions.getOrThrow(params.id)),
);
