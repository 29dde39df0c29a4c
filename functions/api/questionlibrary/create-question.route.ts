import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { questions } from '../../data/content/questions.repository.ts';
import { nextId } from '../../data/repository.ts';
import { questionView } from './question-view.ts';

/** POST questionLibrary/questions: answers are numbered from 1 in the order given; ids sent are ignored. */
export const createQuestion = implement(questionLibraryRoutes.createQuestion, async ({ body, auth }) => {
  const answers = body.answers.map((a, i) => ({ answerId: i + 1, answerText: a.answerText }));
  const created = await questions.create(
    {
      id: await nextId(questions.entity.name),
      text: body.text,
      ...(body.comments !== undefined ? { comments: body.comments } : {}),
      isInactive: body.isInactive,
      answers,
      nextAnswerId: answers.length + 1,
    },
    auth.username,
  );
  return respond(201, questionView(created));
});
