import * as z from 'zod';

/*
 * Field rules used by several contracts. Messages name the field as the form labels it, so the same text shows
 * under the field in the SPA and in the API's `errors`; tests and screens rely on the exact wording.
 */

/** Empty strings and nulls from forms mean "not given". */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Required text, trimmed: 'Code is required.', 'Code must be at most 20 characters.' */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Optional text, trimmed; an empty field is left out rather than stored as ''. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .optional(),
  );
}

/** Ids in request paths (`…/{id}/…/{commentId}`): text in the URL, so coerced. */
export function positiveId(name: string) {
  return z.coerce
    .number({ error: `${name} must be a number.` })
    .int()
    .positive(`${name} must be a positive number.`);
}

const sinDigits = z
  .string({ error: 'SIN must be text.' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{9}$/, 'SIN must be 9 digits.'));

/** SIN is numeric (001 §5); spaces and hyphens as people type them are allowed and removed. */
export const sinField = z.preprocess(blankToUndefined, sinDigits.optional());

/**
 * A sensitive field of an edit that keeps what is stored unless told otherwise (the worker form, where not every
 * user reads them): absent keeps the stored value; '' or null clears it; anything else is checked by `field`.
 */
function clearable<T extends z.ZodType<string>>(field: T) {
  return z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), field]).optional());
}
export const clearableSin = clearable(sinDigits);
export const clearableText = (label: string, max: number) =>
  clearable(
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`),
  );

/**
 * What every stored record answers besides its own fields (functions/data/entity.ts `Audit`). Read-only: an edit
 * that sends them back has them ignored (functions/common/api-handler.ts), whatever its GET contract lists.
 */
export const AuditFieldsSchema = z.object({
  version: z.number(),
  createdAt: z.string(),
  createdBy: z.string(),
  modifiedAt: z.string(),
  modifiedBy: z.string(),
});
