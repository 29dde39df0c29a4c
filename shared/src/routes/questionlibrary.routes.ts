import * as z from 'zod';
import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import {
  HeaderInputSchema,
  HeaderListQuerySchema,
  HeaderSchema,
  HeaderUpdateSchema,
  QuestionInputSchema,
  QuestionSchema,
  QuestionUpdateSchema,
} from '../contracts/question-library.contract.ts';
import { defineRoute } from './route.ts';

/** Question library (001 §2, §6, §7): read by staff; written by admins (brief G2: account managers only read). */
export const questionLibraryRoutes = {
  listQuestions: defineRoute({
    method: 'GET',
    path: 'questionLibrary/questions',
    access: 'content',
    summary: 'List questions (includeInactive)',
    query: IncludeInactiveQuerySchema,
    response: z.array(QuestionSchema),
  }),
  getQuestion: defineRoute({
    method: 'GET',
    path: 'questionLibrary/questions/{id}',
    access: 'content',
    summary: 'Get one question with its answers',
    params: IdParamsSchema,
    response: QuestionSchema,
  }),
  updateQuestion: defineRoute({
    method: 'PUT',
    path: 'questionLibrary/questions/{id}',
    access: 'questionLibraryManage',
    summary: 'Update a question',
    params: IdParamsSchema,
    body: QuestionUpdateSchema,
    response: QuestionSchema,
  }),
  removeQuestion: defineRoute({
    method: 'DELETE',
    path: 'questionLibrary/questions/{id}',
    access: 'questionLibraryManage',
    summary: 'Delete a question',
    params: IdParamsSchema,
  }),
  createQuestion: defineRoute({
    method: 'POST',
    path: 'questionLibrary/questions',
    access: 'questionLibraryManage',
    summary: 'Create a question',
    body: QuestionInputSchema,
    response: QuestionSchema,
  }),
  listHeaders: defineRoute({
    method: 'GET',
    path: 'questionLibrary/headers',
    access: 'content',
    summary: 'List headers (includeInactive, jobId)',
    query: HeaderListQuerySchema,
    response: z.array(HeaderSchema),
  }),
  getHeader: defineRoute({
    method: 'GET',
    path: 'questionLibrary/headers/{id}',
    access: 'content',
    summary: 'Get one header',
    params: IdParamsSchema,
    response: HeaderSchema,
  }),
  updateHeader: defineRoute({
    method: 'PUT',
    path: 'questionLibrary/headers/{id}',
    access: 'questionLibraryManage',
    summary: 'Update a header',
    params: IdParamsSchema,
    body: HeaderUpdateSchema,
    response: HeaderSchema,
  }),
  removeHeader: defineRoute({
    method: 'DELETE',
    path: 'questionLibrary/headers/{id}',
    access: 'questionLibraryManage',
    summary: 'Delete a header',
    params: IdParamsSchema,
  }),
  createHeader: defineRoute({
    method: 'POST',
    path: 'questionLibrary/headers',
    access: 'questionLibraryManage',
    summary: 'Create a header',
    body: HeaderInputSchema,
    response: HeaderSchema,
  }),
} as const;
