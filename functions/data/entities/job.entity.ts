import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Job: a supplier's program at one retailer, billed at an hourly rate (001 §3 Master data). Its products are
 * `job-product.entity.ts`.
 *
 * | access pattern                      | pattern      | index | key                                              |
 * |-------------------------------------|--------------|-------|--------------------------------------------------|
 * | job by id                           |              | table | pk `JOB#<id>`, sk `JOB`                          |
 * | job number is unique                |              | table | marker `UNIQUE#job.jobNumber#<jobNumber>`        |
 * | all jobs, by job number             | `all`        | gsi1  | `JOBS` / `<jobNumber>`                           |
 * | jobs of a supplier, by job number   | `ofSupplier` | gsi2  | `SUPPLIER#<supplierId>#JOBS` / `<jobNumber>`     |
 * | jobs of a retailer, by job number   | `ofRetailer` | gsi3  | `RETAILER#<retailerId>#JOBS` / `<jobNumber>`     |
 *
 * Job numbers start with the year ('24-0157'), so job-number order is also age order: `jobs/recent` reads gsi1
 * backwards.
 */
export interface Job {
  id: number;
  jobNumber: string;
  description: string;
  hourlyRate: number;
  retailerId: number;
  retailer: string;
  supplierId: number;
  supplier: string;
  isInactive: boolean;
  /** YYYY-MM-DD; the job lookup of the schedule screens filters on these. */
  startDate?: string;
  endDate?: string;
}

export const JOBS_PARTITION = 'JOBS';
export const jobsOfSupplierKey = (supplierId: number) => `SUPPLIER#${supplierId}#JOBS`;
export const jobsOfRetailerKey = (retailerId: number) => `RETAILER#${retailerId}#JOBS`;

export const JobEntity = defineEntity<Job>({
  name: 'job',
  key: (id) => ({ pk: `JOB#${id}`, sk: 'JOB' }),
  indexes: {
    gsi1: (j) => ({ pk: JOBS_PARTITION, sk: j.jobNumber.toLowerCase() }),
    gsi2: (j) => ({ pk: jobsOfSupplierKey(j.supplierId), sk: j.jobNumber.toLowerCase() }),
    gsi3: (j) => ({ pk: jobsOfRetailerKey(j.retailerId), sk: j.jobNumber.toLowerCase() }),
  },
  unique: [{ label: 'jobNumber', value: (j) => j.jobNumber }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const JobPatterns = definePatterns({
  /** all jobs, by job number */
  all: { index: 'gsi1', key: () => ({ pk: JOBS_PARTITION }) },
  /** jobs of a supplier, by job number */
  ofSupplier: { index: 'gsi2', key: (supplierId: number) => ({ pk: jobsOfSupplierKey(supplierId) }) },
  /** jobs of a retailer, by job number */
  ofRetailer: { index: 'gsi3', key: (retailerId: number) => ({ pk: jobsOfRetailerKey(retailerId) }) },
});
