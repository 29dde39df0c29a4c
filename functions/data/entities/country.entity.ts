import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Country (001 §3 Locations). Country 1 is Canada and 2 the USA: postal-code patterns are keyed by country id
 * (001 §5).
 *
 * | access pattern          | pattern | index | key                                       |
 * |-------------------------|---------|-------|-------------------------------------------|
 * | country by id           |         | table | pk `COUNTRIES`, sk `COUNTRY#<id, 8 digits>` |
 * | all countries (one page)| `all`   | table | pk `COUNTRIES`                            |
 *
 * A handful of records read whole by every location screen: one partition, so the list is one Query.
 */
export interface Country {
  id: number;
  /** ISO 3166 alpha-2 ('CA'); not in the spec's field list, kept for imports and display. */
  code: string;
  fullName: string;
  inactive: boolean;
}

export const COUNTRIES_PARTITION = 'COUNTRIES';

export const CountryEntity = defineEntity<Country>({
  name: 'country',
  key: (id) => ({ pk: COUNTRIES_PARTITION, sk: `COUNTRY#${String(id).padStart(8, '0')}` }),
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const CountryPatterns = definePatterns({
  /** all countries */
  all: { index: 'table', key: () => ({ pk: COUNTRIES_PARTITION }) },
});
