import * as z from 'zod';
import { blankToUndefined, optionalText, requiredText, sinField } from './fields.ts';
import { isValidPostalCode, postalCodeMessage } from './postal-code.contract.ts';
import { PasswordSchema } from './supplier.contract.ts';

/*
 * The merchandiser's own profile (001 §2 Merchandiser profile, §3 Profile contact and travel, §5, §7). Every
 * `profile/*` call works on the signed-in merchandiser's record, whatever the request says.
 */

/** Bank, Branch and Account must be numeric on the profile (001 §5). */
const numericText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .regex(/^\d+$/, `${label} must be numeric.`)
      .max(max, `${label} must be at most ${max} digits.`)
      .optional(),
  );

/** Body of `PUT profile/contactInfo`. Country is the province's; the postal code must fit it. */
export const ContactInfoInputSchema = z
  .object({
    firstName: requiredText('First Name', 50),
    lastName: requiredText('Last Name', 50),
    email: z
      .string({ error: 'Email is required.' })
      .trim()
      .min(1, 'Email is required.')
      .max(254, 'Email must be at most 254 characters.')
      .refine((v) => z.email().safeParse(v).success, 'Email is not a valid e-mail address.'),
    homePhone: optionalText('Home phone', 30),
    mobilePhone: optionalText('Cell phone', 30),
    provinceId: z.number({ error: 'Province is required.' }).int().positive('Province is required.'),
    cityId: z.number({ error: 'City is required.' }).int().positive('City is required.'),
    address1: requiredText('Address 1', 100),
    address2: optionalText('Address 2', 100),
    postalCode: requiredText('Postal Code', 10),
    /** The country of the chosen province, when the form knows it (picks the postal-code pattern). */
    countryId: z.number().int().positive().optional(),
    sin: sinField,
    bank: numericText('Bank', 10),
    transit: numericText('Branch', 10),
    account: numericText('Account', 20),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((value, ctx) => {
    if (!isValidPostalCode(value.postalCode, value.countryId)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeMessage(value.countryId) });
    }
  });
export type ContactInfoInput = z.input<typeof ContactInfoInputSchema>;

/** What `GET profile/contactInfo` answers: the worker's own data, sensitive fields included (their own). */
export const ContactInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  homePhone: z.string().optional(),
  mobilePhone: z.string().optional(),
  countryId: z.number().optional(),
  provinceId: z.number().optional(),
  province: z.string().optional(),
  cityId: z.number().optional(),
  city: z.string().optional(),
  address1: z.string().optional(),
  address2: z.string().optional(),
  postalCode: z.string().optional(),
  sin: z.string().optional(),
  bank: z.string().optional(),
  transit: z.string().optional(),
  account: z.string().optional(),
  /** Version of the worker record, sent back on save. */
  version: z.number(),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

// -------------------------------------------------------------------------------------------- travel

const km = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} must be 0 or more.`)
      .max(10_000, `${label} is too large.`)
      .optional(),
  );

/** Body of `PUT profile/travelInfo`: cities by id (name and province are looked up). */
export const TravelInfoInputSchema = z
  .object({
    hasCar: z.boolean({ error: 'Access to a vehicle must be yes or no.' }).optional().default(false),
    maximumTravelDistance: km('Maximum travel distance'),
    preferedTravelDistance: km('Preferred travel distance'),
    travelCities: z
      .array(z.object({ cityId: z.number({ error: 'City is required.' }).int().positive() }).passthrough())
      .max(200, 'At most 200 cities.')
      .optional()
      .default([]),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((v, ctx) => {
    if (
      v.maximumTravelDistance !== undefined &&
      v.preferedTravelDistance !== undefined &&
      v.preferedTravelDistance > v.maximumTravelDistance
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferedTravelDistance'],
        message: 'Preferred travel distance must not exceed the maximum.',
      });
    }
  });
export type TravelInfoInput = z.input<typeof TravelInfoInputSchema>;

export const TravelCitySchema = z.object({
  id: z.number(),
  cityId: z.number(),
  city: z.string(),
  provinceId: z.number(),
  province: z.string(),
});
export type TravelCity = z.infer<typeof TravelCitySchema>;

export const TravelInfoSchema = z.object({
  hasCar: z.boolean(),
  maximumTravelDistance: z.number().nullable(),
  preferedTravelDistance: z.number().nullable(),
  travelCities: z.array(TravelCitySchema),
  /** 0 until the first save. */
  version: z.number(),
});
export type TravelInfo = z.infer<typeof TravelInfoSchema>;

/** Body of `POST profile/password`: the current password is checked before the new one is set. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required.' })
      .min(1, 'Current password is required.')
      .max(256),
    password: PasswordSchema,
  })
  .superRefine((v, ctx) => {
    if (v.currentPassword === v.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'The new password must differ from the current one.',
      });
    }
  });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;
