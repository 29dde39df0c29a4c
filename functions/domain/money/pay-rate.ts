import { type Cents, lineCents, roundToCents } from '@shelfline/shared/money';
import type { PayRateOverride } from '../../data/entities/pay-rate-override.entity.ts';

/*
 * Which pay rate a worker gets for a service (brief §1.5, decision A4), first match wins:
 *   1. the service's own flat / per-hour rate (set by an admin; the team lead's only),
 *   2. the worker's most specific pay-rate override that fits the job, product, service type and completed date
 *      (job 4 + product 2 + service type 1; ties: latest start date, then highest id, because the override form
 *      allows overlaps),
 *   3. the worker's current hourly rate,
 *   4. none (amount 0, the "No pay rate" exception keeps it from automatic approval).
 * The answer is copied onto the charge with where it came from (`rateSource`).
 */

export interface PayRate {
  payrateFlat?: number;
  payratePerHour?: number;
  /** `service`, `override:<id>`, `worker` or `none`. */
  rateSource: string;
}

export interface PayRateInput {
  /** The service's own rates; only passed for the team lead. */
  serviceRate?: { payrateFlat?: number; payratePerHour?: number };
  overrides: readonly PayRateOverride[];
  workerHourlyRate?: number;
  jobId: number;
  productId?: number;
  serviceTypeId: number;
  /** YYYY-MM-DD. */
  completedDate: string;
}

const isSet = (rate: number | undefined): rate is number => rate !== undefined && rate !== null && rate > 0;
const hasRate = (r: { rateFlat?: number; ratePerHour?: number }) => isSet(r.rateFlat) || isSet(r.ratePerHour);

/** Whether an empty-or-equal field fits (empty means "all"). */
const fits = (field: number | undefined, value: number | undefined) =>
  field === undefined || field === null || field === value;

export function overrideFits(o: PayRateOverride, input: PayRateInput): boolean {
  return (
    hasRate(o) &&
    fits(o.jobId, input.jobId) &&
    fits(o.productId, input.productId) &&
    fits(o.serviceTypeId, input.serviceTypeId) &&
    (!o.startDate || o.startDate <= input.completedDate) &&
    (!o.endDate || input.completedDate <= o.endDate)
  );
}

const specificity = (o: PayRateOverride) =>
  (o.jobId != null ? 4 : 0) + (o.productId != null ? 2 : 0) + (o.serviceTypeId != null ? 1 : 0);

/** The most specific fitting override; ties → latest start date (none = oldest), then highest id. */
export function mostSpecificOverride(input: PayRateInput): PayRateOverride | undefined {
  return input.overrides
    .filter((o) => overrideFits(o, input))
    .sort(
      (a, b) => specificity(b) - specificity(a) || (b.startDate ?? '').localeCompare(a.startDate ?? '') || b.id - a.id,
    )[0];
}

/** Flat wins over per hour (A4): a rate with a flat part pays the flat amount only. */
const rateOf = (flat: number | undefined, perHour: number | undefined, rateSource: string): PayRate =>
  isSet(flat) ? { payrateFlat: flat, rateSource } : { payratePerHour: perHour, rateSource };

export function resolvePayRate(input: PayRateInput): PayRate {
  const own = input.serviceRate;
  if (own && (isSet(own.payrateFlat) || isSet(own.payratePerHour)))
    return rateOf(own.payrateFlat, own.payratePerHour, 'service');
  const override = mostSpecificOverride(input);
  if (override) return rateOf(override.rateFlat, override.ratePerHour, `override:${override.id}`);
  if (isSet(input.workerHourlyRate)) return { payratePerHour: input.workerHourlyRate, rateSource: 'worker' };
  return { rateSource: 'none' };
}

/** What the rate pays for `hours` (A4): the flat amount when there is one, else per hour × hours, rounded once. */
export function payAmountCents(rate: Pick<PayRate, 'payrateFlat' | 'payratePerHour'>, hours: number): Cents {
  if (isSet(rate.payrateFlat)) return roundToCents(rate.payrateFlat);
  if (isSet(rate.payratePerHour)) return lineCents(rate.payratePerHour, hours);
  return 0;
}
