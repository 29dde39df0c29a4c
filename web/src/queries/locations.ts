import { countriesRoutes } from '@shelfline/shared/routes/countries.routes';
import { provincesRoutes } from '@shelfline/shared/routes/provinces.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/**
 * Countries, provinces and cities (001 §7 Locations): the Locations screens and every address picker. Each
 * resource's keys start with its name, so a saved city invalidates `locationKeys.allCities` and every picker
 * of cities refreshes.
 */
export const locationKeys = {
  allCountries: ['countries'] as const,
  countries: (includeInactive: boolean) => ['countries', { includeInactive }] as const,
  country: (id: number | undefined) => ['countries', id] as const,
  allProvinces: ['provinces'] as const,
  provincesOf: (countryId: number, includeInactive: boolean) => ['provinces', { countryId, includeInactive }] as const,
  provinces: (includeInactive: boolean) => ['provinces', { includeInactive }] as const,
  province: (id: number) => ['provinces', id] as const,
  allCities: ['cities'] as const,
  cities: (provinceId: number | undefined, includeInactive: boolean) =>
    ['cities', { provinceId, includeInactive }] as const,
};

export const countriesQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: locationKeys.countries(includeInactive),
    queryFn: ({ signal }) => callRoute(countriesRoutes.list, { query: { includeInactive }, signal }),
  });

/** One country; not asked without an id. */
export const countryQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: locationKeys.country(id),
    queryFn: id === undefined ? skipToken : ({ signal }) => callRoute(countriesRoutes.get, { params: { id }, signal }),
  });

/** The provinces of a country. */
export const provincesOfCountryQuery = (countryId: number, includeInactive: boolean) =>
  queryOptions({
    queryKey: locationKeys.provincesOf(countryId, includeInactive),
    queryFn: ({ signal }) =>
      callRoute(countriesRoutes.listProvinces, { params: { id: countryId }, query: { includeInactive }, signal }),
  });

/** Every province of every country (the flat list of docs/decisions.md#api), for pickers that filter by country themselves. */
export const provincesQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: locationKeys.provinces(includeInactive),
    queryFn: ({ signal }) => callRoute(provincesRoutes.list, { query: { includeInactive }, signal }),
  });

export const provinceQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.province(id),
    queryFn: ({ signal }) => callRoute(provincesRoutes.get, { params: { id }, signal }),
  });

/** The cities of a province (active ones, or all); not asked without a province. */
export const citiesQuery = (provinceId: number | undefined, includeInactive: boolean) =>
  queryOptions({
    queryKey: locationKeys.cities(provinceId, includeInactive),
    queryFn:
      provinceId === undefined
        ? skipToken
        : ({ signal }) =>
            callRoute(provincesRoutes.listCities, { params: { id: provinceId }, query: { includeInactive }, signal }),
  });
