import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';

/** A row of `GET ats/prompts` (002 §3 Prompt): the key, its times and the text's length. */
export const PromptSummarySchema = z.object({
  key: z.string(),
  createdUtc: z.string(),
  updatedUtc: z.string(),
  length: z.number(),
  version: z.number(),
});
export type PromptSummary = z.infer<typeof PromptSummarySchema>;

/**
 * `GET ats/prompts/{key}`: the prompt with its text, and which résumé analyzer is in use ('Deterministic' or
 * 'Amazon Bedrock (<model id>)'; brief A7). A built-in key never saved reads as version 1 of its default text, with
 * empty times.
 */
export const PromptSchema = PromptSummarySchema.omit({ length: true }).extend({
  prompt: z.string(),
  analyzer: z.string().optional(),
});
export type Prompt = z.infer<typeof PromptSchema>;

/** Path of the prompt calls: a built-in key ('resume.parse', 'resume.score', 'subject.parse'). */
export const PromptKeyParamsSchema = z.object({
  key: z.string().trim().min(1, 'key is required.').max(100, 'key must be at most 100 characters.'),
});

/** Body of PUT ats/prompts/{key}: the text, trimmed, 1-20,000 characters (002 §9), and the version read. */
export const PromptUpdateSchema = z.object({
  prompt: z
    .string({ error: 'Prompt is required.' })
    .trim()
    .min(1, 'Prompt is required.')
    .max(20_000, 'Prompt must be at most 20000 characters.'),
  ...VersionSchema.shape,
});
export type PromptUpdate = z.input<typeof PromptUpdateSchema>;
