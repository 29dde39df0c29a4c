import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { createHeader } from './create-header.route.ts';
import { createQuestion } from './create-question.route.ts';
import { getHeader } from './get-header.route.ts';
import { getQuestion } from './get-question.route.ts';
import { listHeaders } from './list-headers.route.ts';
import { listQuestions } from './list-questions.route.ts';
import { removeHeader } from './remove-header.route.ts';
import { removeQuestion } from './remove-question.route.ts';
import { updateHeader } from './update-header.route.ts';
import { updateQuestion } from './update-question.route.ts';

/** The `questionlibrary` family: questions and the headers of each job (001 §2 Question library, §7). */
export const handler = createApiHandler({
  routes: Object.values(questionLibraryRoutes),
  implementations: [
    listQuestions,
    getQuestion,
    createQuestion,
    updateQuestion,
    removeQuestion,
    listHeaders,
    getHeader,
    createHeader,
    updateHeader,
    removeHeader,
  ],
});
