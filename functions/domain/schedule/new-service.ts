import type { Job } from '../../data/entities/job.entity.ts';
import type { JobProduct } from '../../data/entities/job-product.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';

/*
 * A new live service from master data (Create Service, demo data, benchmarks), named the way the draft export names
 * them (services-of-rows.ts): store name = retailer + store number, product and service type from the job product.
 */

export interface NewServiceInput {
  id: number;
  store: Pick<Store, 'id' | 'storeNumber' | 'provinceId' | 'province' | 'cityId' | 'city' | 'retailerId'>;
  retailerName: string;
  job: Pick<Job, 'id' | 'jobNumber'>;
  jobProduct: Pick<JobProduct, 'id' | 'productId' | 'product' | 'serviceTypeId' | 'serviceType'>;
  earliestDate: string;
  latestDate: string;
  timeLimit: number;
  serviceTypeId?: number;
  serviceType?: string;
  trait?: string;
  merchandiser?: { id: number; name: string; isTemporary?: boolean };
  category?: Service['category'];
  isActivated?: boolean;
}

export function newService(input: NewServiceInput): Service {
  const serviceTypeId = input.serviceTypeId ?? input.jobProduct.serviceTypeId;
  const serviceType =
    input.serviceType ?? (serviceTypeId === input.jobProduct.serviceTypeId ? input.jobProduct.serviceType : undefined);
  return {
    id: input.id,
    retailerId: input.store.retailerId,
    retailerName: input.retailerName,
    storeId: input.store.id,
    storeNumber: input.store.storeNumber,
    storeName: `${input.retailerName} ${input.store.storeNumber}`,
    provinceId: input.store.provinceId,
    province: input.store.province,
    cityId: input.store.cityId,
    city: input.store.city,
    jobId: input.job.id,
    jobNumber: input.job.jobNumber,
    jobProductId: input.jobProduct.id,
    productId: input.jobProduct.productId,
    productName: input.jobProduct.product,
    serviceTypeId,
    ...(serviceType === undefined ? {} : { serviceType }),
    ...(input.trait ? { trait: input.trait } : {}),
    timeLimit: input.timeLimit,
    earliestDate: input.earliestDate,
    latestDate: input.latestDate,
    ...(input.merchandiser ? { merchandiserId: input.merchandiser.id, merchandiser: input.merchandiser.name } : {}),
    isTemporary: input.merchandiser?.isTemporary ?? false,
    helpers: [],
    category: input.category ?? 'Manual',
    isActivated: input.isActivated ?? false,
    isSubmitted: false,
    isHighlighted: false,
  };
}
