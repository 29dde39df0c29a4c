import { ApiError, messagesOf } from '../../lib/api-client.ts';
import type { FileKind } from './report-files.tsx';

/*
 * A refused save or submit, placed where the user looks: the fields' messages under the fields, each unanswered
 * question's under the question (`questions.<questionId>`), the missing uploads under their sections; the Alert at
 * the top lists every message, so nothing is missed on a long form.
 */
export interface ReportProblems {
  fields: Partial<Record<'completedDate' | 'timeIn' | 'timeOut' | 'comments' | 'clientComments' | FileKind, string>>;
  questions: Record<number, string>;
  all: string[];
}

export const NO_PROBLEMS: ReportProblems = { fields: {}, questions: {}, all: [] };

const FIELDS = [
  'completedDate',
  'timeIn',
  'timeOut',
  'comments',
  'clientComments',
  'pictures',
  'signOffForm',
  'deficiencyForm',
] as const;

export function problemsOf(error: unknown): ReportProblems {
  const errors =
    error instanceof ApiError && error.body && typeof error.body === 'object'
      ? (error.body as { errors?: unknown }).errors
      : undefined;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors))
    return { fields: {}, questions: {}, all: messagesOf(error) };
  const problems: ReportProblems = { fields: {}, questions: {}, all: [] };
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).map(String);
    problems.all.push(...messages);
    const first = messages[0];
    if (!first) continue;
    const field = FIELDS.find((name) => name === key);
    if (field) problems.fields[field] = first;
    const question = /^questions\.(\d+)$/.exec(key);
    if (question) problems.questions[Number(question[1])] = first;
  }
  return problems;
}
