import * as z from 'zod';
import { IncludeInactiveQuerySchema, VersionSchema } from './list.contract.ts';

/**
 * Locations (001 §2 Locations, §3, §7): countries → provinces → cities. Countries and provinces are read-only
 * reference data; cities carry the travel charge that scheduling adds in remote places and are maintained by admins.
 */

/** Travel charge types: the schedule calculation types of 000 §9 / 002 §3 (a fixed enumeration). */
export const TRAVEL_CHARGE_TYPES = ['FlatRate', 'PerKm', 'PerHour', 'KmAndHour'] as const;
export type TravelChargeType = (typeof TRAVEL_CHARGE_TYPES)[number];
export const TRAVEL_CHARGE_TYPE_LABELS: Record<TravelChargeType, string> = {
  FlatRate: 'Flat Rate',
  PerKm: 'Kilometers Only',
  PerHour: 'Time Only',
  KmAndHour: 'Time and Kilometers',
};

const audit = { version: z.number() };

export const CountrySchema = z.object({
  id: z.number(),
  code: z.string(),
  fullName: z.string(),
  inactive: z.boolean(),
  ...audit,
});
export type Country = z.infer<typeof CountrySchema>;

export const ProvinceSchema = z.object({
  id: z.number(),
  countryId: z.number(),
  code: z.string(),
  fullName: z.string(),
  inactive: z.boolean(),
  ...audit,
});
export type Province = z.infer<typeof ProvinceSchema>;

export const CitySchema = z.object({
  id: z.number(),
  provinceId: z.number(),
  name: z.string(),
  travelCharge: z.number(),
  travelChargeType: z.enum(TRAVEL_CHARGE_TYPES).optional(),
  isTravelRegion: z.boolean(),
  inactive: z.boolean(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  ...audit,
});
export type City = z.infer<typeof CitySchema>;

export const CITY_NAME_MAX = 100;
export const TRAVEL_CHARGE_MAX = 100_000;

const cityFields = {
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(CITY_NAME_MAX, `Name must be at most ${CITY_NAME_MAX} characters.`),
  travelCharge: z
    .number({
      error: (issue) => (issue.input === undefined ? 'Travel charge is required.' : 'Travel charge must be a number.'),
    })
    .min(0, 'Travel charge must be 0 or more.')
    .max(TRAVEL_CHARGE_MAX, `Travel charge must be at most ${TRAVEL_CHARGE_MAX}.`),
  travelChargeType: z
    .enum(TRAVEL_CHARGE_TYPES, { error: `Travel charge type must be one of ${TRAVEL_CHARGE_TYPES.join(', ')}.` })
    .nullish(),
  isTravelRegion: z.boolean({ error: 'Is travel region must be true or false.' }).optional().default(false),
  inactive: z.boolean({ error: 'Active must be true or false.' }).optional().default(false),
};

/** A travel charge needs to say how it is calculated. */
function requireTypeWithCharge(
  value: { travelCharge: number; travelChargeType?: TravelChargeType | null },
  ctx: z.RefinementCtx,
) {
  if (value.travelCharge > 0 && !value.travelChargeType) {
    ctx.addIssue({
      code: 'custom',
      path: ['travelChargeType'],
      message: 'Travel charge type is required when there is a travel charge.',
    });
  }
}

/** Body of `POST cities`. */
export const CityCreateSchema = z
  .object({
    provinceId: z
      .number({ error: 'Province is required.' })
      .int('Province must be a whole number.')
      .positive('Province is required.'),
    ...cityFields,
  })
  .superRefine(requireTypeWithCharge);
export type CityCreate = z.infer<typeof CityCreateSchema>;

/** Body of `PUT cities/{id}`: a city stays in its province (its stores are filed under it). */
export const CityUpdateSchema = z.object({ ...cityFields, ...VersionSchema.shape }).superRefine(requireTypeWithCharge);
export type CityUpdate = z.infer<typeof CityUpdateSchema>;

/** The city form of the SPA (create and edit share it). */
export const CityFormSchema = z.object(cityFields).superRefine(requireTypeWithCharge);
export type CityForm = z.output<typeof CityFormSchema>;

/** `GET provinces?countryId=` (docs/decisions.md#api). */
export const ProvincesQuerySchema = IncludeInactiveQuerySchema.extend({
  countryId: z.coerce
    .number({ error: 'countryId must be a number.' })
    .int('countryId must be a whole number.')
    .positive('countryId must be a positive number.')
    .optional(),
});
