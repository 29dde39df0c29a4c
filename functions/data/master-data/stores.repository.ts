import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { type ActiveFilter, showsRecord } from '@shelfline/shared/contracts/list.contract';
import {
  geolocationMessage,
  isValidPostalCode,
  normalisePostalCode,
  postalCodeMessage,
} from '@shelfline/shared/contracts/postal-code.contract';
import type { STORE_SORTS, StoreInputSchema } from '@shelfline/shared/contracts/store.contract';
import type * as z from 'zod';
import { geocoder } from '../../common/geocode/geocoder.ts';
import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import { pageOrAll } from '../../common/paging.ts';
import { getBlock, listDraftHeads } from '../drafts/drafts.repository.ts';
import type { City } from '../entities/city.entity.ts';
import { blockOfStore } from '../entities/draft.entity.ts';
import type { Province } from '../entities/province.entity.ts';
import { ScheduledWorkPatterns } from '../entities/scheduled-work.entity.ts';
import { ServicePatterns } from '../entities/service.entity.ts';
import { type Store, StoreEntity } from '../entities/store.entity.ts';
import { StoreTraitPatterns } from '../entities/store-trait.entity.ts';
import type { Audit, PatternArgs, Patterns } from '../entity.ts';
import { queryPatternPage } from '../query-pattern.ts';
import { nextId } from '../repository.ts';
import { cities, listStoresOfProvince, provinces, retailers, stores } from './master-data.repository.ts';

/*
 * Stores of 001 §2/§7: the list by retailer (gsi1, one partition per retailer, paged in memory), by
 * province or city (gsi2), single-store writes through the generic repository (store number unique
 * within its retailer, by marker in the same transaction); the CSV import is store-import.repository.ts.
 */

export type StoredStore = Store & Audit;
type StoreFields = z.output<typeof StoreInputSchema>;

export interface StoreListFilter {
  retailerId?: number[];
  provinceId?: number;
  cityId?: number;
  includeInactive: boolean;
  activeFilter?: ActiveFilter;
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
  sortDesc: boolean;
  search?: string;
}

const SORTS: Record<(typeof STORE_SORTS)[number], (s: StoredStore) => string | number | boolean | undefined> = {
  storeNumber: (s) => s.storeNumber,
  name: (s) => s.name,
  address1: (s) => s.address1,
  city: (s) => s.city,
  province: (s) => s.province,
  postalCode: (s) => s.postalCode,
  isTravelAssociated: (s) => (s.isTravelAssociated ? 1 : 0),
  travelChargeType: (s) => s.travelChargeType,
  travelCharge: (s) => s.travelCharge,
  isInactive: (s) => (s.isInactive ? 1 : 0),
};

/**
 * `GET stores` (the spec's array without paging parameters, else a page): each retailer's partition is read once (one Query per 1 MB, so one for a few thousand
 * stores), several retailers in parallel; without a retailer, the province's (or city's) partition of gsi2.
 */
export async function listStores(filter: StoreListFilter): Promise<StoredStore[] | Paged<StoredStore>> {
  let found: StoredStore[];
  if (filter.retailerId && filter.retailerId.length > 0) {
    const ids = [...new Set(filter.retailerId)];
    const partitions = await Promise.all(ids.map((id) => stores.queryAll('ofRetailer', id)));
    found = partitions.flat();
    if (filter.provinceId !== undefined) found = found.filter((s) => s.provinceId === filter.provinceId);
    if (filter.cityId !== undefined) found = found.filter((s) => s.cityId === filter.cityId);
  } else {
    found = await listStoresOfProvince(filter.provinceId as number, filter.cityId);
  }
  found = found.filter((s) => showsRecord(filter, s.isInactive));
  return pageOrAll(found, filter, {
    searchIn: (s) => [s.storeNumber, s.name, s.address1, s.address2, s.city, s.province, s.postalCode],
    sorts: SORTS,
  });
}

/** Checks a store's references and fills names, coordinates; 400 naming the field when something is off. */
async function resolveStore(id: number, input: StoreFields): Promise<Store> {
  const [retailer, province, city] = await Promise.all([
    retailers.get(input.retailerId),
    provinces.get(input.provinceId),
    cities.get(input.cityId),
  ]);
  const errors: Record<string, string[]> = {};
  if (!retailer) errors.retailerId = [`Retailer ${input.retailerId} was not found.`];
  if (!province) errors.provinceId = [`Province ${input.provinceId} was not found.`];
  if (!city) errors.cityId = [`City ${input.cityId} was not found.`];
  else if (province && city.provinceId !== province.id)
    errors.cityId = [`City ${city.name} is not in ${province.fullName}.`];
  if (province && !isValidPostalCode(input.postalCode, province.countryId))
    errors.postalCode = [postalCodeMessage(province.countryId)];
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  const postalCode = normalisePostalCode(input.postalCode);
  let { latitude, longitude } = input;
  if (latitude === undefined || longitude === undefined) {
    const located = await geocoder().locate(postalCode);
    if (!located) throw new BadRequestError({ postalCode: [geolocationMessage(postalCode)] });
    ({ latitude, longitude } = located);
  }
  return {
    id,
    retailerId: input.retailerId,
    storeNumber: input.storeNumber,
    name: input.name,
    address1: input.address1,
    address2: input.address2 || undefined,
    cityId: (city as City).id,
    city: (city as City).name,
    provinceId: (province as Province).id,
    province: (province as Province).fullName,
    postalCode,
    latitude,
    longitude,
    isTravelAssociated: input.isTravelAssociated,
    travelChargeType: input.travelChargeType,
    travelCharge: input.travelCharge,
    isInactive: input.isInactive,
  };
}

/** The repository names the marker `number`; the API names the field as the form does. */
async function withStoreNumberConflict<T>(storeNumber: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConflictError && typeof error.errors === 'object' && 'number' in error.errors) {
      throw new ConflictError({ storeNumber: [storeNumberTaken(storeNumber)] });
    }
    throw error;
  }
}

export const storeNumberTaken = (storeNumber: number) =>
  `Store # ${storeNumber} is already used by another store of this retailer.`;

export async function createStore(input: StoreFields, by: string): Promise<StoredStore> {
  const store = await resolveStore(0, input);
  store.id = await nextId(StoreEntity.name);
  return withStoreNumberConflict(input.storeNumber, () => stores.create(store, by));
}

export async function updateStore(id: number, input: StoreFields & { version: number }, by: string) {
  await stores.getOrThrow(id);
  const store = await resolveStore(id, input);
  return withStoreNumberConflict(input.storeNumber, () => stores.replace(store, input.version, by));
}

/** One item of a pattern, or none: enough to know a store is referenced. */
async function anyItem<P extends Patterns, K extends keyof P & string>(
  patterns: P,
  name: K,
  args: PatternArgs<P, K>,
): Promise<boolean> {
  const { Items } = await queryPatternPage(patterns, name, args, { Limit: 1 });
  return (Items?.length ?? 0) > 0;
}

/**
 * What references a store (001 §3: services, draft schedule rows, scheduled work, store traits), read without a
 * Scan (access patterns in the entity files):
 * - services: gsi3 `STORE#<storeId>#SERVICES` (service.entity.ts), one item;
 * - scheduled work: gsi2 `STOREWORK#<storeId>` (scheduled-work.entity.ts), one item;
 * - store traits: gsi3 `STORE#<storeId>#TRAITS` (store-trait.entity.ts), one item;
 * - draft rows: the drafts of the store's retailer (the draft list, gsi1 `DRAFTS`: hundreds of heads), then in each
 *   the one block that holds the store's rows (`storeId mod 64`, a GetItem).
 */
export async function storeUsage(store: Store): Promise<string[]> {
  const [hasServices, hasWork, hasTraits, drafts] = await Promise.all([
    anyItem(ServicePatterns, 'ofStore', [store.id]),
    anyItem(ScheduledWorkPatterns, 'atStore', [store.id]),
    anyItem(StoreTraitPatterns, 'ofStore', [store.id]),
    listDraftHeads().then(async (heads) => {
      const ofRetailer = heads.filter((h) => h.retailerId === store.retailerId);
      const blocks = await Promise.all(ofRetailer.map((h) => getBlock(h.id, blockOfStore(store.id))));
      return blocks.filter((b) => b?.stores[String(store.id)] !== undefined).length;
    }),
  ]);
  const uses: string[] = [];
  if (hasServices) uses.push('services');
  if (drafts > 0) uses.push('draft schedules');
  if (hasWork) uses.push('scheduled work');
  if (hasTraits) uses.push('store traits');
  return uses;
}

/** `DELETE stores/{id}`: a real delete, refused (409) while anything references the store. */
export async function deleteStore(id: number): Promise<void> {
  const store = await stores.getOrThrow(id);
  const uses = await storeUsage(store);
  if (uses.length > 0) {
    throw new ConflictError(
      `Store # ${store.storeNumber} (${store.name}) is used by ${uses.join(', ')}. Make it inactive instead.`,
    );
  }
  await stores.remove(id);
}
