import * as z from 'zod';
import { isoDate } from './availability.contract.ts';
import { blankToUndefined } from './fields.ts';

/*
 * Field builders of the worker form and of its pay rate overrides (001 §5): each takes the label the messages name.
 */

/** A checkbox: absent is false. */
export const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false.` })
    .optional()
    .default(false);

/** A picker's id: blank or null is "none chosen". */
export const optionalId = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be chosen from the list.` })
      .int()
      .positive()
      .optional(),
  );

export const money = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} must be 0 or more.`)
      .max(1_000_000, `${label} is too large.`)
      .optional(),
  );

/** Travel rates: numbers, minimum 0, step 0.1 (001 §5). */
export const travelRate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} must be 0 or more.`)
      .max(1000, `${label} is too large.`)
      .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, `${label} must be in steps of 0.1.`)
      .optional(),
  );

export const optionalDate = (label: string) => z.preprocess(blankToUndefined, isoDate(label).optional());

export const email = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'Email must be text.' })
    .trim()
    .max(254, 'Email must be at most 254 characters.')
    .refine((v) => z.email().safeParse(v).success, 'Email is not a valid e-mail address.')
    .optional(),
);

export const phone = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(30, `${label} must be at most 30 characters.`)
      .regex(/^[0-9+().\-\s]*$/, `${label} may contain only digits, spaces and + ( ) - .`)
      .optional(),
  );
