import {
  type City,
  type CityForm,
  CitySchema,
  type Country,
  CountrySchema,
  type Province,
  ProvinceSchema,
} from '@shelfline/shared/contracts/location.contract';
import * as z from 'zod';
import { api } from '../../app/api.ts';

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
    api.get(`countries?includeInactive=${includeInactive}`, { schema: z.array(CountrySchema) }),
  country: (id: number): Promise<Country> => api.get(`countries/${id}`, { schema: CountrySchema }),
  provinces: (countryId: number, includeInactive: boolean): Promise<Province[]> =>
    api.get(`countries/${countryId}/provinces?includeInactive=${includeInactive}`, { schema: z.array(ProvinceSchema) }),
  province: (id: number): Promise<Province> => api.get(`provinces/${id}`, { schema: ProvinceSchema }),
  /** Every city of the province: the Active? filter works in the browser. */
  cities: (provinceId: number): Promise<City[]> =>
    api.get(`provinces/${provinceId}/cities?includeInactive=true`, { schema: z.array(CitySchema) }),
  createCity: (provinceId: number, input: CityForm): Promise<City> =>
    api.post('cities', { ...input, provinceId }, { schema: CitySchema }),
  updateCity: (city: City, input: CityForm): Promise<City> =>
    api.put(`cities/${city.id}`, { ...input, version: city.version }, { schema: CitySchema }),
  removeCity: (city: City) => api.delete(`cities/${city.id}`),
};
