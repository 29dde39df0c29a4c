import * as z from 'zod';
import { rateField } from '../money.ts';
import { VersionSchema } from './list.contract.ts';
import { isInactiveField, requiredText } from './master-fields.ts';

/*
 * Misc charge types and the company misc charge rates (002 §2 "Misc Charge Types list", §3, §7; brief
 * money-and-reports §2.1). The charges themselves come with the misc charges family.
 */

/** 002 §3: "Types are Travel, Other, Parking and Printing": the seeded built-ins carry their kind (Decision A25). */
export const MISC_CHARGE_KINDS = ['travel', 'other', 'parking', 'printing'] as const;
export type MiscChargeKind = (typeof MISC_CHARGE_KINDS)[number];

export const MISC_CHARGE_TYPE_NAME_MAX = 50;

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false.` })
    .optional()
    .default(false);

/** POST body; `id` may be sent back (002 §7 lists it in the body) and is ignored: the server numbers types. */
export const MiscChargeTypeInputSchema = z.object({
  id: z.number().optional(),
  name: requiredText('Name', MISC_CHARGE_TYPE_NAME_MAX),
  isInactive: isInactiveField,
  isGSTApplicable: flag('GST Applicable'),
  isEmployeeInvoicing: flag('Employee Invoicing'),
  isCustomerBilling: flag('Customer Billing'),
});
export type MiscChargeTypeInput = z.input<typeof MiscChargeTypeInputSchema>;

export const MiscChargeTypeUpdateSchema = MiscChargeTypeInputSchema.extend(VersionSchema.shape);
export type MiscChargeTypeUpdate = z.input<typeof MiscChargeTypeUpdateSchema>;

export const MiscChargeTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  isInactive: z.boolean(),
  isGSTApplicable: z.boolean(),
  isEmployeeInvoicing: z.boolean(),
  isCustomerBilling: z.boolean(),
  /** Set on the four seeded types only: the misc charge form keys on it, and they cannot be deleted. */
  kind: z.enum(MISC_CHARGE_KINDS).nullable(),
  version: z.number(),
});
export type MiscChargeType = z.infer<typeof MiscChargeTypeSchema>;

/** A rate: ≥ 0 with at most 4 decimals, checked by the money module (brief §1.3). */
const rate = (label: string) => rateField(label, { max: 1_000_000 });

/** The six company rates (002 §3 "Misc charge rates"); the threshold is whole kilometres. */
export const MiscChargeRatesFieldsSchema = z.object({
  travelLowKmRate: rate('Low km rate'),
  travelHighKmRate: rate('High km rate'),
  travelHighLowKmThreshold: z
    .number({ error: 'High/low km threshold must be a number.' })
    .int('High/low km threshold must be whole kilometres.')
    .min(0, 'High/low km threshold must be 0 or more.')
    .max(100_000, 'High/low km threshold must be at most 100,000.'),
  travelPerHourRate: rate('Per hour rate'),
  travelContinuity: rate('Continuity'),
  printPerPageRate: rate('Print per page rate'),
});
export type MiscChargeRatesFields = z.infer<typeof MiscChargeRatesFieldsSchema>;

/** PUT body: the rates at the version read; version 0 is what GET answers before the rates were ever saved. */
export const MiscChargeRatesUpdateSchema = MiscChargeRatesFieldsSchema.extend({
  version: z.number({ error: 'version is required.' }).int().min(0),
});
export type MiscChargeRatesUpdate = z.input<typeof MiscChargeRatesUpdateSchema>;

export const MiscChargeRatesSchema = MiscChargeRatesFieldsSchema.extend({ version: z.number() });
export type MiscChargeRates = z.infer<typeof MiscChargeRatesSchema>;
