import type { Employee } from '../../data/entities/employee.entity.ts';
import type { PayRateOverride } from '../../data/entities/pay-rate-override.entity.ts';

/*
 * The rows of the Merchandiser Pay Rate report (brief §2.7 row 3): a worker's base row (their payroll and own rates),
 * then one row per pay-rate override, newest-starting last. An override's empty job, product or service type means
 * "all" (001 §3: '<All Jobs>'), so the row says so; its worker's name and login code repeat on it, so the sheet's
 * filter on a merchandiser keeps their overrides with them.
 */

/** Names the override columns show, by id. */
export interface OverrideNames {
  jobs: ReadonlyMap<number, string>;
  products: ReadonlyMap<number, string>;
  serviceTypes: ReadonlyMap<number, string>;
}

export interface PayRateRow {
  worker: Employee;
  /** Set on an override's row; the base row has none. */
  override?: {
    job: string;
    product: string;
    serviceType: string;
    startDate?: string;
    endDate?: string;
    rateFlat?: number;
    ratePerHour?: number;
  };
}

export const ALL_JOBS = '<All Jobs>';
export const ALL_PRODUCTS = '<All Products>';
export const ALL_SERVICE_TYPES = '<All Service Types>';

const named = (id: number | undefined, names: ReadonlyMap<number, string>, all: string) =>
  id === undefined ? all : (names.get(id) ?? `#${id}`);

/** Whether an override pays for work of `jobId`: that job's own, or one for all jobs. */
export const overrideAppliesToJob = (o: Pick<PayRateOverride, 'jobId'>, jobId: number | undefined) =>
  jobId === undefined || o.jobId === undefined || o.jobId === jobId;

/** Start order, open starts first; ties by id (creation order). */
const byStart = (a: PayRateOverride, b: PayRateOverride) =>
  (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.id - b.id;

/** The worker's base row and the rows of their overrides that apply to `jobId` (all of them without a job). */
export function payRateRows(
  worker: Employee,
  overrides: readonly PayRateOverride[],
  names: OverrideNames,
  jobId?: number,
): PayRateRow[] {
  const kept = overrides.filter((o) => overrideAppliesToJob(o, jobId)).sort(byStart);
  return [
    { worker },
    ...kept.map((o) => ({
      worker,
      override: {
        job: named(o.jobId, names.jobs, ALL_JOBS),
        product: named(o.productId, names.products, ALL_PRODUCTS),
        serviceType: named(o.serviceTypeId, names.serviceTypes, ALL_SERVICE_TYPES),
        startDate: o.startDate,
        endDate: o.endDate,
        rateFlat: o.rateFlat,
        ratePerHour: o.ratePerHour,
      },
    })),
  ];
}
