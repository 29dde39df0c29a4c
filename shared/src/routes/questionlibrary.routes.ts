import { defineRoute } from './route.ts';

/** Question library (001 §2, §6, §7): open to any role; account managers only read. */
export const questionLibraryRoutes = {
  listQuestions: defineRoute({
    method: 'GET',
    path: 'questionLibrary/questions',
    access: 'content',
    summary: 'List questions (includeInactive)',
  }),
  getQuestion: defineRoute({
    method: 'GET',
    path: 'questionLibrary/questions/{id}',
    access: 'content',
    summary: 'Get one question with its answers',
  }),
  updateQuestion: defineRoute({
    method: 'PUT',
    path: 'questionLibrary/questions/{id}',
    access: 'questionLibraryManage',
    summary: 'Update a question',
  }),
  removeQuestion: defineRoute({
    method: 'DELETE',
    path: 'questionLibrary/questions/{id}',
    access: 'questionLibraryManage',
    summary: 'Delete a question',
  }),
  createQuestion: defineRoute({
    method: 'POST',
    path: 'questionLibrary/questions',
    access: 'questionLibraryManage',
    summary: 'Create a question',
  }),
  listHeaders: defineRoute({
    method: 'GET',
    path: 'questionLibrary/headers',
    access: 'content',
    summary: 'List headers (includeInactive, jobId)',
  }),
  getHeader: defineRoute({
    method: 'GET',
    path: 'questionLibrary/headers/{id}',
    access: 'content',
    summary: 'Get one header',
  }),
  updateHeader: defineRoute({
    method: 'PUT',
    path: 'questionLibrary/headers/{id}',
    access: 'questionLibraryManage',
    summary: 'Update a header',
  }),
  removeHeader: defineRoute({
    method: 'DELETE',
    path: 'questionLibrary/headers/{id}',
    access: 'questionLibraryManage',
    summary: 'Delete a header',
  }),
  createHeader: defineRoute({
    method: 'POST',
    path: 'questionLibrary/headers',
    access: 'questionLibraryManage',
    summary: 'Create a header',
  }),
} as const;
