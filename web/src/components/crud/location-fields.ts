import type { FormFieldDef, SelectOption } from './form-fields.tsx';

interface Listed {
  id: number;
  inactive?: boolean;
}

/** A picker's options: the active entries, and the chosen one even when it has been made inactive. */
export function activeOptions<T extends Listed>(
  items: readonly T[] | undefined,
  chosen: string,
  label: (item: T) => string,
): SelectOption[] {
  return (items ?? [])
    .filter((item) => !item.inactive || String(item.id) === chosen)
    .map((item) => ({ value: String(item.id), label: label(item) }));
}

interface LocationList {
  options: SelectOption[];
  loading: boolean;
}

export interface LocationFieldsInput {
  labels: { country: string; province: string; city: string };
  countries: LocationList;
  provinces: LocationList;
  cities: LocationList;
  /** The chosen country and province (ids as text, '' for none): each list below waits for its parent. */
  countryId: string;
  provinceId: string;
}

/** The Country → Province → City selects (`countryId`, `provinceId`, `cityId`) of an address form. */
export function locationFields({
  labels,
  countries,
  provinces,
  cities,
  countryId,
  provinceId,
}: LocationFieldsInput): FormFieldDef[] {
  return [
    {
      kind: 'select',
      name: 'countryId',
      label: labels.country,
      options: countries.options,
      filteringType: 'none',
      loading: countries.loading,
    },
    {
      kind: 'select',
      name: 'provinceId',
      label: labels.province,
      options: provinces.options,
      loading: provinces.loading,
      disabled: countryId === '',
    },
    {
      kind: 'select',
      name: 'cityId',
      label: labels.city,
      options: cities.options,
      loading: cities.loading,
      disabled: provinceId === '',
    },
  ];
}

export type LocationPatch = { countryId: string; provinceId: string; cityId: string };

/**
 * The change a new country or province makes (001 §4): a new country clears the province and the city, a new
 * province clears the city. Undefined for any other field.
 */
export function locationPatch(name: string, value: string): Partial<LocationPatch> | undefined {
  if (name === 'countryId') return { countryId: value, provinceId: '', cityId: '' };
  if (name === 'provinceId') return { provinceId: value, cityId: '' };
  return undefined;
}
