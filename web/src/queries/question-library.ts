import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The question library (001 §2): questions (`GET questionLibrary/questions`) and the headers of a job. */
export const questionLibraryKeys = {
  all: ['questionLibrary'] as const,
  questions: (includeInactive: boolean) => ['questionLibrary', 'questions', { includeInactive }] as const,
  headers: (jobId: number | undefined, includeInactive: boolean) =>
    ['questionLibrary', 'headers', jobId, { includeInactive }] as const,
};

/** The whole library (a few thousand questions at most, sent whole and filtered in the browser). */
export const questionsQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: questionLibraryKeys.questions(includeInactive),
    queryFn: ({ signal }) => callRoute(questionLibraryRoutes.listQuestions, { query: { includeInactive }, signal }),
  });

/** The headers of a job; not asked without one. */
export const headersQuery = (jobId: number | undefined, includeInactive: boolean) =>
  queryOptions({
    queryKey: questionLibraryKeys.headers(jobId, includeInactive),
    queryFn:
      jobId === undefined
        ? skipToken
        : ({ signal }) => callRoute(questionLibraryRoutes.listHeaders, { query: { jobId, includeInactive }, signal }),
  });
