import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Province or territory (001 §3 Locations).
 *
 * | access pattern                          | pattern     | index | key                                               |
 * |-----------------------------------------|-------------|-------|---------------------------------------------------|
 * | province by id                          |             | table | pk `PROVINCES`, sk `PROVINCE#<id, 8 digits>`      |
 * | every province (flat `GET provinces`)   | `all`       | table | pk `PROVINCES`                                    |
 * | provinces of a country, by name         | `ofCountry` | gsi1  | `COUNTRY#<countryId>#PROVINCES` / `<name>#<id>`   |
 *
 * Provinces are few (13 for Canada, ~60 with US states): one partition holds them all, so both lists are
 * one Query each.
 */
export interface Province {
  id: number;
  countryId: number;
  /** Two-letter code ('ON'; Newfoundland and Labrador is 'NF', as in the tax fields of 001 §3). */
  code: string;
  fullName: string;
  inactive: boolean;
}

export const PROVINCES_PARTITION = 'PROVINCES';

export const provincesOfCountryKey = (countryId: number) => `COUNTRY#${countryId}#PROVINCES`;

export const ProvinceEntity = defineEntity<Province>({
  name: 'province',
  key: (id) => ({ pk: PROVINCES_PARTITION, sk: `PROVINCE#${String(id).padStart(8, '0')}` }),
  indexes: {
    gsi1: (p) => ({
      pk: provincesOfCountryKey(p.countryId),
      sk: `${p.fullName.toLowerCase()}#${String(p.id).padStart(8, '0')}`,
    }),
  },
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const ProvincePatterns = definePatterns({
  /** every province */
  all: { index: 'table', key: () => ({ pk: PROVINCES_PARTITION }) },
  /** provinces of a country, by name */
  ofCountry: { index: 'gsi1', key: (countryId: number) => ({ pk: provincesOfCountryKey(countryId) }) },
});
