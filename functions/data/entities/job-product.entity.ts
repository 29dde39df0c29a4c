import { defineEntity } from '../entity.ts';

/**
 * Job product: a product of a job with the service type done for it. Drafts and report layouts refer to it by
 * its own id (`jobProductId`), so it has its own key rather than living under the job's.
 *
 * | access pattern           | index | key                                             |
 * |--------------------------|-------|-------------------------------------------------|
 * | job product by id        | table | pk `JOBPRODUCT#<id>`, sk `JOBPRODUCT`           |
 * | products of a job        | gsi1  | `JOB#<jobId>#PRODUCTS` / `<id, 8 digits>`       |
 */
export interface JobProduct {
  id: number;
  jobId: number;
  productId: number;
  /** The product's description1, copied so `jobs/jobProducts?jobId=` is one Query (002 §3: id, product, productId). */
  product: string;
  serviceTypeId: number;
}

export const productsOfJobKey = (jobId: number) => `JOB#${jobId}#PRODUCTS`;

export const JobProductEntity = defineEntity<JobProduct>({
  name: 'jobProduct',
  key: (id) => ({ pk: `JOBPRODUCT#${id}`, sk: 'JOBPRODUCT' }),
  indexes: {
    gsi1: (p) => ({ pk: productsOfJobKey(p.jobId), sk: String(p.id).padStart(8, '0') }),
  },
});
