import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Store: one location of a retailer, where services happen (001 §3 Master data). City and province are
 * kept by id and by name, as the spec's store rows show them.
 *
 * | access pattern                                  | pattern      | index | key                                                                   |
 * |-------------------------------------------------|--------------|-------|-----------------------------------------------------------------------|
 * | store by id                                     |              | table | pk `STORE#<id>`, sk `STORE`                                           |
 * | store number is unique within its retailer      |              | table | marker `UNIQUE#store.number#<retailerId>#<storeNumber>`               |
 * | stores of a retailer, by store number           | `ofRetailer` | gsi1  | `RETAILER#<retailerId>#STORES` / `<storeNumber, 10 digits>`           |
 * | stores of a province (maps, filters)            | `ofProvince` | gsi2  | `PROVINCE#<provinceId>#STORES` / `CITY#<cityId>#RETAILER#<retailerId>#<storeNumber>` |
 * | stores of a city                                | `ofCity`     | gsi2  | same partition, sk begins with `CITY#<cityId, 8 digits>#`             |
 *
 * A retailer has at most a few thousand stores: the stores screen pages through gsi1 in store-number order.
 */
export interface Store {
  id: number;
  retailerId: number;
  storeNumber: number;
  name: string;
  address1: string;
  address2?: string;
  cityId: number;
  city: string;
  provinceId: number;
  province: string;
  postalCode: string;
  latitude?: number;
  longitude?: number;
  isTravelAssociated: boolean;
  /** Same values as the city's travel charge type; unset when the store has no travel charge. */
  travelChargeType?: string;
  travelCharge: number;
  isInactive: boolean;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const storesOfRetailerKey = (retailerId: number) => `RETAILER#${retailerId}#STORES`;
export const storesOfProvinceKey = (provinceId: number) => `PROVINCE#${provinceId}#STORES`;
/** Sort-key prefix of a city's stores inside its province's partition of gsi2. */
export const storesOfCityPrefix = (cityId: number) => `CITY#${pad(cityId, 8)}#`;
/** Sort key of a store number in gsi1: zero-padded so that 95 comes before 1000. */
export const storeNumberSortKey = (storeNumber: number) => pad(storeNumber, 10);

export const StoreEntity = defineEntity<Store>({
  name: 'store',
  key: (id) => ({ pk: `STORE#${id}`, sk: 'STORE' }),
  indexes: {
    gsi1: (s) => ({ pk: storesOfRetailerKey(s.retailerId), sk: storeNumberSortKey(s.storeNumber) }),
    gsi2: (s) => ({
      pk: storesOfProvinceKey(s.provinceId),
      sk: `${storesOfCityPrefix(s.cityId)}RETAILER#${pad(s.retailerId, 8)}#${storeNumberSortKey(s.storeNumber)}`,
    }),
  },
  unique: [{ label: 'number', value: (s) => String(s.storeNumber), scope: (s) => String(s.retailerId) }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const StorePatterns = definePatterns({
  /** stores of a retailer, by store number */
  ofRetailer: { index: 'gsi1', key: (retailerId: number) => ({ pk: storesOfRetailerKey(retailerId) }) },
  /** stores of a province */
  ofProvince: { index: 'gsi2', key: (provinceId: number) => ({ pk: storesOfProvinceKey(provinceId) }) },
  /** stores of a city (in its province's partition) */
  ofCity: {
    index: 'gsi2',
    key: (provinceId: number, cityId: number) => ({
      pk: storesOfProvinceKey(provinceId),
      sk: { beginsWith: storesOfCityPrefix(cityId) },
    }),
  },
});
