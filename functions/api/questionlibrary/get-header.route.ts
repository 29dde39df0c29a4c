import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement } from '../../common/api-handler.ts';
import { questionHeaders } from '../../data/content/questions.repository.ts';

export const getHeader = implement(questionLibraryRoutes.getHeader, ({ params }) =>
  questionHeaders.getOrThrow(params.id, 'header'),
);
