import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Job product: a product of a job with the service type done for it. Drafts and report layouts refer to it by
 * its own id (`jobProductId`), so it has its own key rather than living under the job's.
 *
 * | access pattern           | pattern         | index | key                                             |
 * |--------------------------|-----------------|-------|-------------------------------------------------|
 * | job product by id        |                 | table | pk `JOBPRODUCT#<id>`, sk `JOBPRODUCT`           |
 * | products of a job        | `ofJob`         | gsi1  | `JOB#<jobId>#PRODUCTS` / `<id, 8 digits>`       |
 * | job products of a service type (delete-in-use check) | `ofServiceType` | gsi2 | `SERVICETYPE#<serviceTypeId>#JOBPRODUCTS` / `<id, 8 digits>` |
 * | job products of a product (delete-in-use check)      | `ofProduct`     | gsi3 | `PRODUCT#<productId>#JOBPRODUCTS` / `<id, 8 digits>`         |
 */
export interface JobProduct {
  id: number;
  jobId: number;
  productId: number;
  /** The product's description1, copied so `jobs/jobProducts?jobId=` is one Query (002 §3: id, product, productId). */
  product: string;
  /** The product's code and the service type's name, copied when the job is saved (older rows may lack them). */
  productCode?: string;
  serviceTypeId: number;
  serviceType?: string;
}

export const productsOfJobKey = (jobId: number) => `JOB#${jobId}#PRODUCTS`;
export const jobProductsOfServiceTypeKey = (serviceTypeId: number) => `SERVICETYPE#${serviceTypeId}#JOBPRODUCTS`;
export const jobProductsOfProductKey = (productId: number) => `PRODUCT#${productId}#JOBPRODUCTS`;

export const JobProductEntity = defineEntity<JobProduct>({
  name: 'jobProduct',
  key: (id) => ({ pk: `JOBPRODUCT#${id}`, sk: 'JOBPRODUCT' }),
  indexes: {
    gsi1: (p) => ({ pk: productsOfJobKey(p.jobId), sk: String(p.id).padStart(8, '0') }),
    gsi2: (p) => ({ pk: jobProductsOfServiceTypeKey(p.serviceTypeId), sk: String(p.id).padStart(8, '0') }),
    gsi3: (p) => ({ pk: jobProductsOfProductKey(p.productId), sk: String(p.id).padStart(8, '0') }),
  },
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const JobProductPatterns = definePatterns({
  /** products of a job */
  ofJob: { index: 'gsi1', key: (jobId: number) => ({ pk: productsOfJobKey(jobId) }) },
  /** job products of a service type */
  ofServiceType: {
    index: 'gsi2',
    key: (serviceTypeId: number) => ({ pk: jobProductsOfServiceTypeKey(serviceTypeId) }),
  },
  /** job products of a product */
  ofProduct: { index: 'gsi3', key: (productId: number) => ({ pk: jobProductsOfProductKey(productId) }) },
});
