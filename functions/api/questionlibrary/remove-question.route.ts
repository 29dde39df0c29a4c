import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { questions } from '../../data/content/questions.repository.ts';
import { layoutsUsing } from '../../data/content/report-layouts.repository.ts';
import { inUseMessage } from './in-use.ts';

/** DELETE questionLibrary/questions/{id}: refused (409) while a report layout uses it; inactive retires it. */
export const removeQuestion = implement(questionLibraryRoutes.removeQuestion, async ({ params }) => {
  const question = await questions.getOrThrow(params.id);
  const using = await layoutsUsing(question.id, false);
  if (using.length > 0) throw new ConflictError(inUseMessage('Question', question.text, using));
  await questions.remove(question.id);
  return respond(204);
});
