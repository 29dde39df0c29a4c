import type { City, CityForm, Country, Province } from '@shelfline/shared/contracts/location.contract';
import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { countriesRoutes } from '@shelfline/shared/routes/countries.routes';
import { provincesRoutes } from '@shelfline/shared/routes/provinces.routes';
import { callRoute } from '../../app/api.ts';

export const locationKeys = {
  countries: (includeInactive: boolean) => ['countries', { includeInactive }] as const,
  country: (id: number) => ['countries', id] as const,
  provinces: (countryId: number, includeInactive: boolean) => ['provinces', { countryId, includeInactive }] as const,
  province: (id: number) => ['provinces', id] as const,
  cities: (provinceId: number) => ['cities', { provinceId }] as const,
  allCities: ['cities'] as const,
};

export const locationsApi = {
  countries: (includeInactive: boolean): Promise<Country[]> =>
    callRoute(countriesRoutes.list, { query: { includeInactive } }),
  country: (id: number): Promise<Country> => callRoute(countriesRoutes.get, { params: { id } }),
  provinces: (countryId: number, includeInactive: boolean): Promise<Province[]> =>
    callRoute(countriesRoutes.listProvinces, { params: { id: countryId }, query: { includeInactive } }),
  province: (id: number): Promise<Province> => callRoute(provincesRoutes.get, { params: { id } }),
  /** Every city of the province: the Active? filter works in the browser. */
  cities: (provinceId: number): Promise<City[]> =>
    callRoute(provincesRoutes.listCities, { params: { id: provinceId }, query: { includeInactive: true } }),
  createCity: (provinceId: number, input: CityForm): Promise<City> =>
    callRoute(citiesRoutes.create, { body: { ...input, provinceId } }),
  updateCity: (city: City, input: CityForm): Promise<City> =>
    callRoute(citiesRoutes.update, { params: { id: city.id }, body: { ...input, version: city.version } }),
  removeCity: (city: City) => callRoute(citiesRoutes.remove, { params: { id: city.id } }),
};
