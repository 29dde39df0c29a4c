import { batchGet } from '../batch.ts';
import { CityEntity, CityPatterns } from '../entities/city.entity.ts';
import { ConsumerGroupEntity, ConsumerGroupPatterns } from '../entities/consumer-group.entity.ts';
import { CountryEntity, CountryPatterns } from '../entities/country.entity.ts';
import { JobEntity, JobPatterns } from '../entities/job.entity.ts';
import { JobProductEntity, JobProductPatterns } from '../entities/job-product.entity.ts';
import { ProductEntity, ProductPatterns } from '../entities/product.entity.ts';
import { ProvinceEntity, ProvincePatterns } from '../entities/province.entity.ts';
import { RetailerEntity, RetailerPatterns } from '../entities/retailer.entity.ts';
import { ServiceTypeEntity, ServiceTypePatterns } from '../entities/service-type.entity.ts';
import { StoreEntity, StorePatterns } from '../entities/store.entity.ts';
import { SupplierEntity, SupplierPatterns } from '../entities/supplier.entity.ts';
import { type Audit, type EntityDefinition, fromItem } from '../entity.ts';
import { createRepository } from '../repository.ts';

/*
 * Storage of the master data of 001 §3 (locations, retailers, stores, suppliers, service types, consumer groups,
 * products, jobs). The generic operations (get, create, replace, remove, putMany) come from createRepository;
 * the reads below follow the access patterns documented in each entity file. Lists return inactive records
 * too: the includeInactive filter is applied by the routes.
 */
export const countries = createRepository(CountryEntity, CountryPatterns);
export const provinces = createRepository(ProvinceEntity, ProvincePatterns);
export const cities = createRepository(CityEntity, CityPatterns);
export const retailers = createRepository(RetailerEntity, RetailerPatterns);
export const stores = createRepository(StoreEntity, StorePatterns);
export const suppliers = createRepository(SupplierEntity, SupplierPatterns);
export const serviceTypes = createRepository(ServiceTypeEntity, ServiceTypePatterns);
export const consumerGroups = createRepository(ConsumerGroupEntity, ConsumerGroupPatterns);
export const products = createRepository(ProductEntity, ProductPatterns);
export const jobs = createRepository(JobEntity, JobPatterns);
export const jobProducts = createRepository(JobProductEntity, JobProductPatterns);

export const listCountries = () => countries.queryAll('all');

/** Every province, or those of one country (by name). */
export const listProvinces = (countryId?: number) =>
  countryId === undefined ? provinces.queryAll('all') : provinces.queryAll('ofCountry', countryId);

export const listCitiesOfProvince = (provinceId: number) => cities.queryAll('ofProvince', provinceId);

export const listRetailers = () => retailers.queryAll('all');
export const listSuppliers = () => suppliers.queryAll('all');
export const listServiceTypes = () => serviceTypes.queryAll('all');
export const listConsumerGroups = () => consumerGroups.queryAll('all');

/** One page of a retailer's stores in store-number order. */
export const listStoresOfRetailer = (retailerId: number, options: { limit?: number; cursor?: string } = {}) =>
  stores.query('ofRetailer', [retailerId], options);

/** A province's stores, or one city's when `cityId` is given (the city must be in that province). */
export const listStoresOfProvince = (provinceId: number, cityId?: number) =>
  cityId === undefined ? stores.queryAll('ofProvince', provinceId) : stores.queryAll('ofCity', provinceId, cityId);

export const listProducts = (options: { limit?: number; cursor?: string } = {}) => products.query('all', [], options);
/** Every product in code order (the product list pages them in memory: thousands at most). */
export const listAllProducts = () => products.queryAll('all');
export const listProductsOfConsumerGroup = (consumerGroupId: number) =>
  products.queryAll('ofConsumerGroup', consumerGroupId);

export const listJobs = (options: { limit?: number; cursor?: string; descending?: boolean } = {}) =>
  jobs.query('all', [], options);
export const listJobsOfSupplier = (supplierId: number) => jobs.queryAll('ofSupplier', supplierId);
export const listJobsOfRetailer = (retailerId: number) => jobs.queryAll('ofRetailer', retailerId);
export const listProductsOfJob = (jobId: number) => jobProducts.queryAll('ofJob', jobId);

/** Whether any store is filed under this city (one Query of Limit 1 on the stores' gsi2). */
export const cityHasStores = async (provinceId: number, cityId: number) =>
  (await stores.query('ofCity', [provinceId, cityId], { limit: 1 })).items.length > 0;

/*
 * Delete-in-use checks of the small master files (functions/api/README.md): one Query of Limit 1 on the index of
 * the using entity each.
 */
const anyIn = async (page: Promise<{ items: unknown[] }>) => (await page).items.length > 0;

/** A retailer is in use while stores or jobs name it. */
export const retailerUsage = async (retailerId: number) => {
  const [hasStores, hasJobs] = await Promise.all([
    anyIn(stores.query('ofRetailer', [retailerId], { limit: 1 })),
    anyIn(jobs.query('ofRetailer', [retailerId], { limit: 1 })),
  ]);
  return { hasStores, hasJobs };
};

/** A consumer group is in use while products belong to it. */
export const consumerGroupHasProducts = (consumerGroupId: number) =>
  anyIn(products.query('ofConsumerGroup', [consumerGroupId], { limit: 1 }));

/** A service type is in use while job products name it. */
export const serviceTypeHasJobProducts = (serviceTypeId: number) =>
  anyIn(jobProducts.query('ofServiceType', [serviceTypeId], { limit: 1 }));

/** A product is in use while job products name it. */
export const productHasJobProducts = (productId: number) =>
  anyIn(jobProducts.query('ofProduct', [productId], { limit: 1 }));

/**
 * Records of one entity by id with BatchGetItem (100 keys a call, unprocessed keys retried): a draft's added stores
 * and their cities, its job products and their jobs. Ids not found are missing from the map.
 */
export function batchGetByIds<T extends { id: number }>(
  entity: EntityDefinition<T>,
  ids: readonly number[],
): Promise<Map<number, T & Audit>> {
  return batchGetFields(entity, ids) as Promise<Map<number, T & Audit>>;
}

/**
 * Only `fields` (and `id`) of records by id: an export needs three fields of a store item of ~1 KB, and parsing
 * whole items cost it a third of its time (PERFORMANCE.md: bytes read are time).
 */
export async function batchGetFields<T extends { id: number }, K extends keyof T & string = keyof T & string>(
  entity: EntityDefinition<T>,
  ids: readonly number[],
  fields?: readonly K[],
): Promise<Map<number, Pick<T, K | 'id'>>> {
  const found = new Map<number, Pick<T, K | 'id'>>();
  const names = fields ? ['id', ...fields] : undefined;
  await batchGet(
    [...new Set(ids)].map((id) => entity.key(id)),
    (item) => {
      const record = (names ? item : fromItem<T>(item)) as Pick<T, K | 'id'>;
      found.set(record.id, record);
    },
    { fields: names },
  );
  return found;
}
