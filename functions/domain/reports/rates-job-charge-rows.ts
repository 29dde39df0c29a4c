import type { Job } from '../../data/entities/job.entity.ts';
import type { JobProduct } from '../../data/entities/job-product.entity.ts';

/*
 * Which jobs the Job Charge Rate report lists and its rows (brief §2.7 row 2, A29): jobs whose run overlaps the
 * window (a job without a start or end date runs open on that side), active jobs unless isHistory, in job-number
 * order; one row per job product (by id), and a job without products still gets one row, so its rate shows.
 */

export interface ChargeRateRow {
  job: Job;
  product?: JobProduct;
  serviceType?: string;
}

/** Whether the job's run (startDate..endDate, either open) overlaps fromDate..toDate. */
export const jobRunOverlaps = (job: Pick<Job, 'startDate' | 'endDate'>, fromDate: string, toDate: string) =>
  (!job.endDate || job.endDate >= fromDate) && (!job.startDate || job.startDate <= toDate);

/** The jobs the report lists, in job-number order (numeric parts compared as numbers). */
export function jobsOfReport<J extends Job>(
  jobs: readonly J[],
  params: { fromDate: string; toDate: string; isHistory?: boolean },
): J[] {
  return jobs
    .filter((job) => (params.isHistory || !job.isInactive) && jobRunOverlaps(job, params.fromDate, params.toDate))
    .sort((a, b) => a.jobNumber.localeCompare(b.jobNumber, 'en', { numeric: true }) || a.id - b.id);
}

/** One row per job product (by id); the service type's name is the copy on the job product, else looked up. */
export function chargeRateRows(
  job: Job,
  products: readonly JobProduct[],
  serviceTypes: ReadonlyMap<number, string>,
): ChargeRateRow[] {
  if (products.length === 0) return [{ job }];
  return [...products]
    .sort((a, b) => a.id - b.id)
    .map((product) => ({
      job,
      product,
      serviceType: product.serviceType ?? serviceTypes.get(product.serviceTypeId),
    }));
}
