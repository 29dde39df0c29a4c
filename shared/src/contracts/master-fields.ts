import * as z from 'zod';

/*
 * Field rules shared by the small master-file contracts (retailers, consumer groups, service types, products):
 * messages name the field as the form labels it, so the same text shows under the field and in API errors.
 */

/** Required text, trimmed: 'Code is required.', 'Code must be at most 20 characters.' */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** The `isInactive` flag of 001 §3 (false when left out). */
export const isInactiveField = z.boolean({ error: 'isInactive must be true or false.' }).optional().default(false);

/** Codes are short identifiers users type; uniqueness is checked case-insensitively by the server. */
export const CODE_MAX = 20;
export const NAME_MAX = 100;
