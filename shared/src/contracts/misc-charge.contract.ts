import * as z from 'zod';
import {
  type MiscChargeInput as AmountInput,
  miscChargeAmount,
  type MiscChargeRates as RatesOfCharge,
} from '../misc-charge-math.ts';
import { type Cents, MoneyError, moneyField, rateField } from '../money.ts';
import { type TravelChargeType, travelChargeTypeOf } from '../travel-charge-types.ts';
import { optionalText } from './fields.ts';
import { QueryBooleanSchema, VersionSchema } from './list.contract.ts';
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

// ---------------------------------------------------------------------------------------------- misc charges

/*
 * The misc charges themselves (002 §2 "Misc charges table" and modal, §3 "Misc charge", §4 "Misc charge form logic",
 * §5; brief §2.2). The server recomputes rate, units and amount from the worker's rates for Km, Time, Continuity and
 * Printing (`miscChargeFigures`, the same function the form previews with); a typed amount counts only for Flat
 * Rate travel, Parking, Other and the types admins add.
 */

const isoDate = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD).` }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: `${label} must be a date (YYYY-MM-DD).`,
  });

const queryId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int()
    .positive(`${name} must be a positive number.`);

/** `GET miscCharges`: the invoicing filters (brief §2.2 (a)); dates are on `dateEntered`. */
export const MiscChargeQuerySchema = z.object({
  fromDate: isoDate('From Date').optional(),
  toDate: isoDate('To Date').optional(),
  jobId: queryId('jobId').optional(),
  /** -1 All Charges, 0..3 a status, 4 All Approved (approval-status.ts). */
  status: z.coerce
    .number({ error: 'status must be a number.' })
    .int()
    .min(-1, 'status must be between -1 and 4.')
    .max(4, 'status must be between -1 and 4.')
    .optional(),
  merchandiserId: queryId('merchandiserId').optional(),
  accountManagerId: queryId('accountManagerId').optional(),
  manualEntryOnly: QueryBooleanSchema.optional(),
});
export type MiscChargeQuery = z.output<typeof MiscChargeQuerySchema>;

/** A list in a query string: `jobIds=1,2` (API Gateway joins repeated parameters with commas) or an array. */
const queryIdList = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((part) => part.trim() !== '') : v),
    z.array(queryId(name)).max(500),
  );

/** `GET MiscCharges/rates?jobIds=&employeeId=`: `jobIds` is accepted and checked but does not change the rates (A23). */
export const MiscChargeWorkerRatesQuerySchema = z.object({
  jobIds: queryIdList('jobIds').optional(),
  employeeId: queryId('employeeId').optional(),
});

/** The rates of one worker: their own travel rates over the company's (A23). */
export const MiscChargeWorkerRatesSchema = MiscChargeRatesFieldsSchema;

const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

export const MISC_CHARGE_COMMENTS_MAX = 500;

export const MISC_CHARGE_MESSAGES = {
  merchandiserRequired: 'Merchandiser is required.',
  chargeRequired: 'Charge is required.',
  amountRequired: 'Amount is required.',
  servicesRequired: 'Select at least one completed service or tick Not Job-Related.',
  travelTypeRequired: 'Travel type is required.',
  continuityServices: 'Continuity needs at least one completed service.',
} as const;

const wholeNumber = (label: string) =>
  z.preprocess(
    nullToUndefined,
    z
      .number({ error: `${label} must be a number.` })
      .int(`${label} must be a whole number.`)
      .min(0, `${label} must be 0 or more.`)
      .max(100_000, `${label} must be at most 100,000.`)
      .optional(),
  );

const idArray = (name: string) =>
  z
    .array(
      z
        .number({ error: `${name} must hold ids.` })
        .int()
        .positive(`${name} must hold positive ids.`),
    )
    .max(200);

/** The fields of the modal (POST body; PUT adds `version`). `jobIds` is sent back by the form but derived by the server. */
export const miscChargeFields = {
  /** Required from staff; a merchandiser's own id is used whatever this says. */
  merchandiserId: z.preprocess(
    nullToUndefined,
    z.number({ error: MISC_CHARGE_MESSAGES.merchandiserRequired }).int().positive().optional(),
  ),
  miscChargeId: z
    .number({ error: MISC_CHARGE_MESSAGES.chargeRequired })
    .int()
    .positive(MISC_CHARGE_MESSAGES.chargeRequired),
  travelChargeTypeId: z.preprocess(
    nullToUndefined,
    z
      .number({ error: 'Travel type must be one of 1 to 4.' })
      .int()
      .min(1, 'Travel type must be one of 1 to 4.')
      .max(4, 'Travel type must be one of 1 to 4.')
      .optional(),
  ),
  /** Km, hours or pages; continuity counts the services itself. */
  units: wholeNumber('Units'),
  /** Typed amounts only (Flat Rate, Parking, Other…): ≥ 0 with 2 decimals, refused otherwise (never rounded). */
  amount: z.preprocess(nullToUndefined, moneyField('Amount', { max: 1_000_000 }).optional()),
  comments: optionalText('Comments', MISC_CHARGE_COMMENTS_MAX),
  isNoJobs: z.boolean({ error: 'Not Job-Related must be true or false.' }).optional().default(false),
  jobIds: z.preprocess(nullToUndefined, idArray('jobIds').optional()),
  serviceIds: z.preprocess(nullToUndefined, idArray('serviceIds').optional().default([])),
  /** 0..3; a new charge starts at 0, merchandisers cannot set it (brief §2.2 (c)). */
  approvalStatus: z.preprocess(
    nullToUndefined,
    z
      .number({ error: 'Status must be a number.' })
      .int()
      .min(0, 'Status must be between 0 and 3.')
      .max(3, 'Status must be between 0 and 3.')
      .optional(),
  ),
};

/** At least one completed service or Not Job-Related, never both (ticking it clears the services, 002 §4). */
function servicesOrNoJobs(value: { isNoJobs: boolean; serviceIds: number[] }, ctx: z.RefinementCtx) {
  if (!value.isNoJobs && value.serviceIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['serviceIds'], message: MISC_CHARGE_MESSAGES.servicesRequired });
  if (value.isNoJobs && value.serviceIds.length > 0)
    ctx.addIssue({ code: 'custom', path: ['serviceIds'], message: 'A Not Job-Related charge takes no services.' });
}

export const MiscChargeInputSchema = z.object(miscChargeFields).superRefine(servicesOrNoJobs);
export type MiscChargeBody = z.input<typeof MiscChargeInputSchema>;
export type MiscChargeBodyValues = z.output<typeof MiscChargeInputSchema>;

export const MiscChargeUpdateSchema = z
  .object({ ...miscChargeFields, ...VersionSchema.shape })
  .superRefine(servicesOrNoJobs);
export type MiscChargeUpdateBody = z.input<typeof MiscChargeUpdateSchema>;

/** A misc charge as the API answers it (002 §3 field names; `amount` in dollars). */
export const MiscChargeSchema = z.object({
  chargeId: z.number(),
  merchandiserId: z.number(),
  employeeId: z.number(),
  merchandiser: z.string(),
  category: z.string().nullable(),
  dateEntered: z.string(),
  description: z.string(),
  travelChargeType: z.string().nullable(),
  travelChargeTypeId: z.number().nullable(),
  units: z.number().nullable(),
  allJobs: z.string(),
  billableHours: z.number(),
  comments: z.string(),
  amount: z.number(),
  approvalStatus: z.number(),
  miscChargeId: z.number(),
  miscCharge: z.string(),
  miscChargeRate: z.number(),
  isNoJobs: z.boolean(),
  jobIds: z.array(z.number()),
  serviceIds: z.array(z.number()),
  invoiceId: z.number().nullable(),
  invoiceNum: z.number().nullable(),
  version: z.number(),
});
export type MiscChargeRow = z.infer<typeof MiscChargeSchema>;

/** What the form logic needs of a misc charge type: its name and, for the four built-ins, its kind. */
export type MiscChargeTypeFacts = Pick<MiscChargeType, 'name' | 'kind'>;

/** The rate, units and amount of a charge, with the description and travel sub-type they come with. */
export interface MiscChargeFigures {
  rate: number;
  units: number | undefined;
  amountCents: Cents;
  description: string;
  travelChargeType: TravelChargeType | undefined;
  /** Hours of a Time Only travel charge (the Total Hours column); 0 otherwise. */
  billableHours: number;
}

export type MiscChargeFiguresResult = { figures: MiscChargeFigures } | { errors: Record<string, string[]> };

/**
 * The figures of a misc charge of `type` from the form's values and the worker's rates (002 §4 "Misc charge form
 * logic"; brief §1.5 table): Km / Time / Printing / Continuity are computed (a sent amount is ignored), Flat Rate
 * travel and the other types take the typed amount. The description is the type name plus, for travel,
 * `120 km`, `3 hr`, `Continuity` or `Flat` (`Travel - 120 km`). The server stores what this answers; the form shows
 * it as its preview, so both agree to the cent.
 */
export function miscChargeFigures(
  type: MiscChargeTypeFacts,
  values: { travelChargeTypeId?: number; units?: number; amount?: number; serviceIds: readonly number[] },
  rates: RatesOfCharge,
): MiscChargeFiguresResult {
  const travelType = type.kind === 'travel' ? travelChargeTypeOf(values.travelChargeTypeId) : undefined;
  if (type.kind === 'travel' && !travelType)
    return { errors: { travelChargeTypeId: [MISC_CHARGE_MESSAGES.travelTypeRequired] } };
  const unitsRequired = (label: string) => ({ errors: { units: [`${label} is required.`] } });
  let input: AmountInput;
  let suffix = '';
  switch (travelType?.kind ?? (type.kind === 'printing' ? 'printing' : 'typed')) {
    case 'km':
      if (values.units === undefined) return unitsRequired('Km');
      input = { kind: 'km', km: values.units };
      suffix = `${values.units} km`;
      break;
    case 'time':
      if (values.units === undefined) return unitsRequired('Hours');
      input = { kind: 'time', hours: values.units };
      suffix = `${values.units} hr`;
      break;
    case 'continuity':
      if (values.serviceIds.length === 0) return { errors: { serviceIds: [MISC_CHARGE_MESSAGES.continuityServices] } };
      input = { kind: 'continuity', services: values.serviceIds.length };
      suffix = 'Continuity';
      break;
    case 'printing':
      if (values.units === undefined) return unitsRequired('Pages');
      input = { kind: 'printing', pages: values.units };
      break;
    default:
      if (values.amount === undefined) return { errors: { amount: [MISC_CHARGE_MESSAGES.amountRequired] } };
      input = { kind: 'typed', amount: values.amount };
      if (travelType) suffix = 'Flat';
  }
  try {
    const { rate, units, amount } = miscChargeAmount(input, rates);
    return {
      figures: {
        rate,
        units: input.kind === 'typed' ? undefined : units,
        amountCents: amount,
        description: suffix ? `${type.name} - ${suffix}` : type.name,
        travelChargeType: travelType,
        billableHours: input.kind === 'time' ? units : 0,
      },
    };
  } catch (error) {
    if (error instanceof MoneyError)
      return { errors: { [input.kind === 'typed' ? 'amount' : 'units']: [error.message] } };
    throw error;
  }
}
