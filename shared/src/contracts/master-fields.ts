import * as z from 'zod';

/*
 * Field rules shared by the small master-file contracts (retailers, consumer groups, service types, products):
 * messages name the field as the form labels it, so the same text shows under the field and in API errors.
 */

/** Required text, trimmed: the rule every contract shares (fields.ts). */
export { requiredText } from './fields.ts';

/** The `isInactive` flag of 001 §3 (false when left out). */
export const isInactiveField = z.boolean({ error: 'isInactive must be true or false.' }).optional().default(false);

/** Codes are short identifiers users type; uniqueness is checked case-insensitively by the server. */
export const CODE_MAX = 20;
export const NAME_MAX = 100;
