import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';

/** Criterion types (DECISIONS.md "Scoring criterion types"), in the order the screen lists them. */
export const CRITERION_TYPES = ['critical', 'additional', 'negative', 'other'] as const;
export const CriterionTypeSchema = z.enum(CRITERION_TYPES, {
  error: `Type must be one of ${CRITERION_TYPES.join(', ')}.`,
});
export type CriterionType = z.infer<typeof CriterionTypeSchema>;

/** A scoring criterion (002 §3): `criterionID`, `category`, `type`, `enabled`, and how many keywords it has. */
export const CriterionSchema = z.object({
  criterionID: z.number(),
  category: z.string(),
  type: CriterionTypeSchema,
  enabled: z.boolean(),
  keywordCount: z.number(),
  version: z.number(),
});
export type Criterion = z.infer<typeof CriterionSchema>;

const criterionFields = {
  category: z
    .string({ error: 'Category is required.' })
    .trim()
    .min(1, 'Category is required.')
    .max(100, 'Category must be at most 100 characters.'),
  type: CriterionTypeSchema,
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional().default(true),
};

/** Body of POST ats/criteria. */
export const CriterionInputSchema = z.object(criterionFields);
export type CriterionInput = z.input<typeof CriterionInputSchema>;

/** Body of PUT ats/criteria: the id travels in the body (002 §7). */
export const CriterionUpdateSchema = z.object({
  criterionID: z.number({ error: 'criterionID is required.' }).int().positive('criterionID is required.'),
  ...criterionFields,
  ...VersionSchema.shape,
});
export type CriterionUpdate = z.input<typeof CriterionUpdateSchema>;

/** A keyword of a criterion (002 §3): its text, signed points, auto-reject and enabled flags. */
export const KeywordSchema = z.object({
  keywordID: z.number(),
  criterionID: z.number(),
  text: z.string(),
  score: z.number(),
  autoReject: z.boolean(),
  enabled: z.boolean(),
  version: z.number(),
});
export type Keyword = z.infer<typeof KeywordSchema>;

const keywordFields = {
  text: z
    .string({ error: 'Text is required.' })
    .trim()
    .min(1, 'Text is required.')
    .max(100, 'Text must be at most 100 characters.'),
  score: z
    .number({ error: 'Score is required.' })
    .int('Score must be a whole number.')
    .min(-100, 'Score must be between -100 and 100.')
    .max(100, 'Score must be between -100 and 100.')
    .refine((n) => n !== 0, 'Score must not be 0.'),
  autoReject: z.boolean({ error: 'autoReject must be true or false.' }).optional().default(false),
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional().default(true),
};

/** Body of POST ats/criteria/{id}/keywords. */
export const KeywordInputSchema = z.object(keywordFields);
export type KeywordInput = z.input<typeof KeywordInputSchema>;

/** Body of PUT ats/criteria/keywords/{id}. */
export const KeywordUpdateSchema = z.object({ ...keywordFields, ...VersionSchema.shape });
export type KeywordUpdate = z.input<typeof KeywordUpdateSchema>;

/**
 * `GET ats/criteria/projection` (brief A8): the enabled criteria with their enabled keywords, each with its weight
 * and the points it can add (lowest and highest, weighted), and the overall score range they allow (within 0-100):
 * what the scorer uses and what bounds the applicants list's score filter. Readable by supervisors.
 */
export const CriteriaProjectionSchema = z.object({
  criteria: z.array(
    z.object({
      criterionID: z.number(),
      category: z.string(),
      type: CriterionTypeSchema,
      weight: z.number(),
      minScore: z.number(),
      maxScore: z.number(),
      keywords: z.array(
        z.object({ keywordID: z.number(), text: z.string(), score: z.number(), autoReject: z.boolean() }),
      ),
    }),
  ),
  minOverallScore: z.number(),
  maxOverallScore: z.number(),
});
export type CriteriaProjection = z.infer<typeof CriteriaProjectionSchema>;
