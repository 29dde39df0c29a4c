import * as z from 'zod';
import { AuditFieldsSchema, optionalText, positiveId, requiredText } from './fields.ts';
import { IncludeInactiveQuerySchema, VersionSchema } from './list.contract.ts';
import { isInactiveField } from './master-fields.ts';

/*
 * Question library (001 §2 Question library, §4, §7; brief §4): questions with their answers, and headers per job.
 * Answer ids are stable: an edit sends back the ids it read; an answer without an id is new and gets the next one.
 */

export const QUESTION_TEXT_MAX = 500;
export const QUESTION_COMMENTS_MAX = 500;
export const ANSWER_TEXT_MAX = 100;
export const ANSWERS_MAX = 20;
export const HEADER_TEXT_MAX = 200;

export const AnswerSchema = z.object({ answerId: z.number(), answerText: z.string() });
export type Answer = z.infer<typeof AnswerSchema>;

const AnswerInputSchema = z.object({
  /** Left out (or 0) for a new answer; the id read otherwise. */
  answerId: z.preprocess(
    (v) => (v === 0 || v === null ? undefined : v),
    z.number({ error: 'answerId must be a number.' }).int().positive().optional(),
  ),
  answerText: requiredText('Answer', ANSWER_TEXT_MAX),
});
export type AnswerInput = z.input<typeof AnswerInputSchema>;

const questionFields = {
  text: requiredText('Question', QUESTION_TEXT_MAX),
  comments: optionalText('Comments', QUESTION_COMMENTS_MAX),
  isInactive: isInactiveField,
  answers: z
    .array(AnswerInputSchema, { error: 'Answers must be a list.' })
    .max(ANSWERS_MAX, `A question has at most ${ANSWERS_MAX} answers.`)
    .optional()
    .default([]),
};

/** Answers are unique within their question, case-insensitively; an answer id appears once. */
const checkAnswers = (question: { answers: { answerId?: number; answerText: string }[] }, ctx: z.RefinementCtx) => {
  const texts = new Set<string>();
  const ids = new Set<number>();
  question.answers.forEach((answer, i) => {
    const text = answer.answerText.toLowerCase();
    if (texts.has(text))
      ctx.addIssue({ code: 'custom', path: ['answers', i, 'answerText'], message: 'Answers must be unique.' });
    texts.add(text);
    if (answer.answerId !== undefined && ids.has(answer.answerId))
      ctx.addIssue({ code: 'custom', path: ['answers', i, 'answerId'], message: 'An answer id appears once.' });
    if (answer.answerId !== undefined) ids.add(answer.answerId);
  });
};

/** Body of POST questionLibrary/questions. */
export const QuestionInputSchema = z.object(questionFields).superRefine(checkAnswers);
export type QuestionInput = z.input<typeof QuestionInputSchema>;
export type QuestionValues = z.output<typeof QuestionInputSchema>;

/** Body of PUT questionLibrary/questions/{id}. */
export const QuestionUpdateSchema = z.object({ ...questionFields, ...VersionSchema.shape }).superRefine(checkAnswers);
export type QuestionUpdate = z.input<typeof QuestionUpdateSchema>;

export const QuestionSchema = z
  .object({
    id: z.number(),
    text: z.string(),
    comments: z.string().optional(),
    isInactive: z.boolean(),
    answers: z.array(AnswerSchema),
  })
  .extend(AuditFieldsSchema.partial().shape)
  .extend({ version: z.number() });
export type Question = z.infer<typeof QuestionSchema>;

/** Header of a job's report layouts (001 §4: id, text, isInactive; filtered per job). */
const headerFields = {
  text: requiredText('Header', HEADER_TEXT_MAX),
  isInactive: isInactiveField,
  jobId: z.number({ error: 'Job is required.' }).int().positive('Job is required.'),
};

export const HeaderInputSchema = z.object(headerFields);
export type HeaderInput = z.input<typeof HeaderInputSchema>;
export const HeaderUpdateSchema = z.object({ ...headerFields, ...VersionSchema.shape });
export type HeaderUpdate = z.input<typeof HeaderUpdateSchema>;

export const HeaderSchema = z
  .object({ id: z.number(), jobId: z.number(), text: z.string(), isInactive: z.boolean() })
  .extend(AuditFieldsSchema.partial().shape)
  .extend({ version: z.number() });
export type Header = z.infer<typeof HeaderSchema>;

/** GET questionLibrary/headers: the headers of one job (they belong to a job; there is no library-wide list). */
export const HeaderListQuerySchema = IncludeInactiveQuerySchema.extend({
  jobId: positiveId('jobId'),
});
