import * as z from 'zod';
import { requiredText } from './fields.ts';
import { ActiveQuerySchema, OptionalPageQuerySchema, pagedSchema, VersionSchema } from './list.contract.ts';
import { TRAVEL_CHARGE_TYPES } from './location.contract.ts';
import { isValidPostalCode, postalCodeMessage } from './postal-code.contract.ts';

const id = (label: string) =>
  z
    .number({ error: `${label} is required.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} is required.`);

/** A store as the API returns it (001 §3 Master data), with its retailer, ids, coordinates and version. */
export const StoreSchema = z.object({
  id: z.number(),
  retailerId: z.number(),
  storeNumber: z.number(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  cityId: z.number(),
  city: z.string(),
  provinceId: z.number(),
  province: z.string(),
  postalCode: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  isTravelAssociated: z.boolean(),
  travelChargeType: z.string().optional(),
  travelCharge: z.number(),
  isInactive: z.boolean(),
  version: z.number(),
});
export type Store = z.output<typeof StoreSchema>;

const storeFields = {
  retailerId: id('Retailer'),
  storeNumber: z
    .number({ error: 'Store # is required.' })
    .int('Store # must be a whole number.')
    .min(1, 'Store # must be 1 or more.')
    .max(9_999_999_999, 'Store # must have at most 10 digits.'),
  name: requiredText('Name', 100),
  address1: requiredText('Address', 150),
  address2: z.string().trim().max(150, 'Address 2 must be at most 150 characters.').optional(),
  /** The form's country (1 Canada, 2 USA): picks the postal-code pattern; the server uses the province's. */
  countryId: z.number().int().positive().optional(),
  provinceId: id('Province'),
  cityId: id('City'),
  postalCode: requiredText('Postal Code', 10),
  /** Filled from the postal code (latLong) when missing. */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  isTravelAssociated: z.boolean({ error: 'Is Travel Associated must be true or false.' }).default(false),
  travelChargeType: z
    .enum(TRAVEL_CHARGE_TYPES, { error: 'Travel Charge Type is not one of the travel types.' })
    .optional(),
  travelCharge: z
    .number({ error: 'Travel Charge must be a number.' })
    .min(0, 'Travel Charge must be 0 or more.')
    .max(100_000, 'Travel Charge must be at most 100000.')
    .default(0),
  isInactive: z.boolean({ error: 'Active? must be true or false.' }).default(false),
};

const checkPostalCode = (value: { postalCode: string; countryId?: number }, ctx: z.RefinementCtx) => {
  if (value.postalCode && !isValidPostalCode(value.postalCode, value.countryId)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeMessage(value.countryId) });
  }
};

/** Body of `POST stores`; the form validates with the same schema. */
export const StoreInputSchema = z.object(storeFields).superRefine(checkPostalCode);
export type StoreInput = z.input<typeof StoreInputSchema>;

/** Body of `PUT stores/{id}`: the store plus the version it was read at. */
export const StoreUpdateSchema = z.object(storeFields).extend(VersionSchema.shape).superRefine(checkPostalCode);
export type StoreUpdate = z.input<typeof StoreUpdateSchema>;

const idList = (label: string) =>
  z
    .union([
      z.coerce.number().int().positive(`${label} must be a positive number.`),
      z.array(z.coerce.number().int().positive(`${label} must be a positive number.`)).max(50),
    ])
    .transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * `GET stores`: by retailer (repeated `retailerId`), province and city (001 §7 Stores), plus server-side
 * paging, sorting and search. At least one of retailerId or provinceId is needed (the stores screen
 * always chooses a retailer first).
 */
export const StoreListQuerySchema = ActiveQuerySchema.extend(OptionalPageQuerySchema.shape)
  .extend({
    retailerId: idList('retailerId').optional(),
    provinceId: z.coerce.number().int().positive('provinceId must be a positive number.').optional(),
    cityId: z.coerce.number().int().positive('cityId must be a positive number.').optional(),
  })
  .refine((q) => (q.retailerId?.length ?? 0) > 0 || q.provinceId !== undefined, {
    message: 'Choose a retailer (retailerId) or a province (provinceId).',
    path: ['retailerId'],
  });
export type StoreListQuery = z.input<typeof StoreListQuerySchema>;

export const PagedStoresSchema = pagedSchema(StoreSchema);

/** Sortable columns of the stores table (the first is the default). */
export const STORE_SORTS = [
  'storeNumber',
  'name',
  'address1',
  'city',
  'province',
  'postalCode',
  'isTravelAssociated',
  'travelChargeType',
  'travelCharge',
  'isInactive',
] as const;

/** Columns of the import file (`import-stores-template.csv`), in order. */
export const STORE_IMPORT_COLUMNS = [
  'storeNumber',
  'name',
  'address1',
  'address2',
  'city',
  'province',
  'postalCode',
  'isTravelAssociated',
  'travelChargeType',
  'travelCharge',
  'isInactive',
] as const;

/** Most rows one import call takes (the body limit is 1 MB; 2,000 rows is about 300 KB). */
export const MAX_IMPORT_ROWS = 5000;

const cell = z.union([
  z.string().max(500, 'A value is longer than 500 characters.'),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * One row of an import, as read from the CSV: loose text that the server checks row by row, so that
 * one bad row is reported instead of refusing the whole file. `province` and `city` are names (or
 * codes); `provinceId`/`cityId` may be given instead.
 */
export const StoreImportRowSchema = z
  .object({
    storeNumber: cell.optional(),
    name: cell.optional(),
    address1: cell.optional(),
    address2: cell.optional(),
    city: cell.optional(),
    cityId: cell.optional(),
    province: cell.optional(),
    provinceId: cell.optional(),
    postalCode: cell.optional(),
    isTravelAssociated: cell.optional(),
    travelChargeType: cell.optional(),
    travelCharge: cell.optional(),
    isInactive: cell.optional(),
  })
  .passthrough();
export type StoreImportRow = z.input<typeof StoreImportRowSchema>;

/** Body of `POST stores/import` (001 §7: "body: stores list"), for one retailer. */
export const StoreImportSchema = z.object({
  retailerId: id('Retailer'),
  stores: z
    .array(StoreImportRowSchema, { error: 'stores must be a list of rows.' })
    .min(1, 'The file has no store rows.')
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} stores can be imported at once.`),
});
export type StoreImport = z.input<typeof StoreImportSchema>;

/** Each row's outcome (the spec's "stores with isValid"); `row` is 1-based in the list sent (the CSV's data rows). */
export const StoreImportRowResultSchema = z.object({
  row: z.number(),
  storeNumber: z.union([z.string(), z.number()]).optional(),
  isValid: z.boolean(),
  errors: z.array(z.string()),
});
export type StoreImportRowResult = z.output<typeof StoreImportRowResultSchema>;

export const StoreImportResultSchema = z.object({
  total: z.number(),
  valid: z.number(),
  imported: z.number(),
  message: z.string(),
  stores: z.array(StoreImportRowResultSchema),
});
export type StoreImportResult = z.output<typeof StoreImportResultSchema>;

/** The spec's import messages (001 §8). */
export const importMessage = (imported: number, total: number) =>
  imported === total
    ? `${imported} stores imported successfully`
    : `${imported} from ${total} stores imported successfully`;

/** `latLong/{postalCode}`: a Canadian postal code or a US ZIP code. */
export const LatLongParamsSchema = z.object({
  postalCode: z
    .string()
    .trim()
    .max(10, 'postalCode must be at most 10 characters.')
    .refine((code) => isValidPostalCode(code), postalCodeMessage()),
});
