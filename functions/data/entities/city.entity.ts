import { defineEntity, definePatterns } from '../entity.ts';

/**
 * City (001 §3 Locations), with the travel charge that scheduling adds to services in remote places.
 *
 * | access pattern                 | pattern      | index | key                                                  |
 * |--------------------------------|--------------|-------|------------------------------------------------------|
 * | city by id                     |              | table | pk `CITY#<id>`, sk `CITY`                            |
 * | cities of a province, by name  | `ofProvince` | gsi1  | `PROVINCE#<provinceId>#CITIES` / `<name>#<id>`       |
 *
 * A province's cities are read whole (the cities list, the city pickers): one index partition, one Query.
 */
export interface City {
  id: number;
  provinceId: number;
  name: string;
  travelCharge: number;
  /** One of the travel calculation types (`FlatRate`, `PerKm`, `PerHour`, `KmAndHour`, 000 §9); unset without a charge. */
  travelChargeType?: string;
  isTravelRegion: boolean;
  inactive: boolean;
  latitude?: number;
  longitude?: number;
}

export const citiesOfProvinceKey = (provinceId: number) => `PROVINCE#${provinceId}#CITIES`;

export const CityEntity = defineEntity<City>({
  name: 'city',
  key: (id) => ({ pk: `CITY#${id}`, sk: 'CITY' }),
  indexes: {
    gsi1: (c) => ({
      pk: citiesOfProvinceKey(c.provinceId),
      sk: `${c.name.toLowerCase()}#${String(c.id).padStart(8, '0')}`,
    }),
  },
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const CityPatterns = definePatterns({
  /** cities of a province, by name */
  ofProvince: { index: 'gsi1', key: (provinceId: number) => ({ pk: citiesOfProvinceKey(provinceId) }) },
});
