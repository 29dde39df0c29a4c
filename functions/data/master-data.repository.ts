import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../common/aws/dynamo.ts';
import { env } from '../common/env.ts';
import { CityEntity, citiesOfProvinceKey } from './entities/city.entity.ts';
import { CONSUMER_GROUPS_PARTITION, ConsumerGroupEntity } from './entities/consumer-group.entity.ts';
import { COUNTRIES_PARTITION, CountryEntity } from './entities/country.entity.ts';
import { JOBS_PARTITION, JobEntity, jobsOfRetailerKey, jobsOfSupplierKey } from './entities/job.entity.ts';
import {
  JobProductEntity,
  jobProductsOfProductKey,
  jobProductsOfServiceTypeKey,
  productsOfJobKey,
} from './entities/job-product.entity.ts';
import { PRODUCTS_PARTITION, ProductEntity, productsOfConsumerGroupKey } from './entities/product.entity.ts';
import { PROVINCES_PARTITION, ProvinceEntity, provincesOfCountryKey } from './entities/province.entity.ts';
import { RETAILERS_PARTITION, RetailerEntity } from './entities/retailer.entity.ts';
import { SERVICE_TYPES_PARTITION, ServiceTypeEntity } from './entities/service-type.entity.ts';
import { StoreEntity, storesOfCityPrefix, storesOfProvinceKey, storesOfRetailerKey } from './entities/store.entity.ts';
import { SUPPLIERS_PARTITION, SupplierEntity } from './entities/supplier.entity.ts';
import { type Audit, type EntityDefinition, fromItem } from './entity.ts';
import { createRepository } from './repository.ts';

/*
 * Storage of the master data of 001 §3 (locations, retailers, stores, suppliers, service types, consumer groups,
 * products, jobs). The generic operations (get, create, replace, remove, putMany) come from createRepository;
 * the reads below follow the access patterns documented in each entity file. Lists return inactive records
 * too: the includeInactive filter is applied by the routes.
 */
export const countries = createRepository(CountryEntity);
export const provinces = createRepository(ProvinceEntity);
export const cities = createRepository(CityEntity);
export const retailers = createRepository(RetailerEntity);
export const stores = createRepository(StoreEntity);
export const suppliers = createRepository(SupplierEntity);
export const serviceTypes = createRepository(ServiceTypeEntity);
export const consumerGroups = createRepository(ConsumerGroupEntity);
export const products = createRepository(ProductEntity);
export const jobs = createRepository(JobEntity);
export const jobProducts = createRepository(JobProductEntity);

export const listCountries = () => countries.queryAll('table', COUNTRIES_PARTITION);

/** Every province, or those of one country (by name). */
export const listProvinces = (countryId?: number) =>
  countryId === undefined
    ? provinces.queryAll('table', PROVINCES_PARTITION)
    : provinces.queryAll('gsi1', provincesOfCountryKey(countryId));

export const listCitiesOfProvince = (provinceId: number) => cities.queryAll('gsi1', citiesOfProvinceKey(provinceId));

export const listRetailers = () => retailers.queryAll('table', RETAILERS_PARTITION);
export const listSuppliers = () => suppliers.queryAll('table', SUPPLIERS_PARTITION);
export const listServiceTypes = () => serviceTypes.queryAll('table', SERVICE_TYPES_PARTITION);
export const listConsumerGroups = () => consumerGroups.queryAll('table', CONSUMER_GROUPS_PARTITION);

/** One page of a retailer's stores in store-number order. */
export const listStoresOfRetailer = (retailerId: number, options: { limit?: number; cursor?: string } = {}) =>
  stores.query('gsi1', storesOfRetailerKey(retailerId), options);

/** A province's stores, or one city's when `cityId` is given (the city must be in that province). */
export const listStoresOfProvince = (provinceId: number, cityId?: number) =>
  stores.queryAll(
    'gsi2',
    storesOfProvinceKey(provinceId),
    cityId === undefined ? undefined : storesOfCityPrefix(cityId),
  );

export const listProducts = (options: { limit?: number; cursor?: string } = {}) =>
  products.query('gsi1', PRODUCTS_PARTITION, options);
/** Every product in code order (the product list pages them in memory: thousands at most). */
export const listAllProducts = () => products.queryAll('gsi1', PRODUCTS_PARTITION);
export const listProductsOfConsumerGroup = (consumerGroupId: number) =>
  products.queryAll('gsi2', productsOfConsumerGroupKey(consumerGroupId));

export const listJobs = (options: { limit?: number; cursor?: string; descending?: boolean } = {}) =>
  jobs.query('gsi1', JOBS_PARTITION, options);
export const listJobsOfSupplier = (supplierId: number) => jobs.queryAll('gsi2', jobsOfSupplierKey(supplierId));
export const listJobsOfRetailer = (retailerId: number) => jobs.queryAll('gsi3', jobsOfRetailerKey(retailerId));
export const listProductsOfJob = (jobId: number) => jobProducts.queryAll('gsi1', productsOfJobKey(jobId));

/** Whether any store is filed under this city (one Query of Limit 1 on the stores' gsi2). */
export const cityHasStores = async (provinceId: number, cityId: number) =>
  (await stores.query('gsi2', storesOfProvinceKey(provinceId), { skBeginsWith: storesOfCityPrefix(cityId), limit: 1 }))
    .items.length > 0;

/*
 * Delete-in-use checks of the small master files (functions/api/README.md): one Query of Limit 1 on the index of
 * the using entity each.
 */
const anyIn = async (page: Promise<{ items: unknown[] }>) => (await page).items.length > 0;

/** A retailer is in use while stores or jobs name it. */
export const retailerUsage = async (retailerId: number) => {
  const [hasStores, hasJobs] = await Promise.all([
    anyIn(stores.query('gsi1', storesOfRetailerKey(retailerId), { limit: 1 })),
    anyIn(jobs.query('gsi3', jobsOfRetailerKey(retailerId), { limit: 1 })),
  ]);
  return { hasStores, hasJobs };
};

/** A consumer group is in use while products belong to it. */
export const consumerGroupHasProducts = (consumerGroupId: number) =>
  anyIn(products.query('gsi2', productsOfConsumerGroupKey(consumerGroupId), { limit: 1 }));

/** A service type is in use while job products name it. */
export const serviceTypeHasJobProducts = (serviceTypeId: number) =>
  anyIn(jobProducts.query('gsi2', jobProductsOfServiceTypeKey(serviceTypeId), { limit: 1 }));

/** A product is in use while job products name it. */
export const productHasJobProducts = (productId: number) =>
  anyIn(jobProducts.query('gsi3', jobProductsOfProductKey(productId), { limit: 1 }));

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
  const unique = [...new Set(ids)];
  const tableName = env.tableName;
  const names = fields ? ['id', ...fields] : undefined;
  const projection = names
    ? {
        ProjectionExpression: names.map((_, i) => `#f${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      }
    : {};
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] = unique.slice(i, i + 100).map((id) => ({ ...entity.key(id) }));
    for (let attempt = 0; keys.length > 0; attempt++) {
      const result = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ...projection } } }),
      );
      for (const item of result.Responses?.[tableName] ?? []) {
        const record = (names ? item : fromItem<T>(item)) as Pick<T, K | 'id'>;
        found.set(record.id, record);
      }
      keys = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
      if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    }
  }
  return found;
}
