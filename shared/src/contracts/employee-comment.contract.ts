import * as z from 'zod';
import { positiveId, requiredText } from './fields.ts';
import { VersionSchema } from './list.contract.ts';

/* A worker's comments (001 §3): administrators only. Dates shown as 'MMMM DD, YYYY'. */

export const EmployeeCommentParamsSchema = z.object({ id: positiveId('id'), commentId: positiveId('commentId') });

export const CommentInputSchema = z.object({
  subject: requiredText('Subject', 200),
  body: z
    .string({ error: 'Text must be text.' })
    .trim()
    .max(10_000, 'Text must be at most 10000 characters.')
    .optional()
    .default(''),
});
export const CommentUpdateSchema = CommentInputSchema.extend(VersionSchema.shape);
export const CommentSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  enteredBy: z.string(),
  enteredDate: z.string(),
  subject: z.string(),
  body: z.string(),
  version: z.number(),
});
export type Comment = z.infer<typeof CommentSchema>;
