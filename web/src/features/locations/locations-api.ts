import type { City, CityForm } from '@shelfline/shared/contracts/location.contract';
import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { callRoute } from '../../app/api.ts';

/** The writes of the Locations screens (their reads are the factories of `queries/locations.ts`). */
export const locationsApi = {
  createCity: (provinceId: number, input: CityForm): Promise<City> =>
    callRoute(citiesRoutes.create, { body: { ...input, provinceId } }),
  updateCity: (city: City, input: CityForm): Promise<City> =>
    callRoute(citiesRoutes.update, { params: { id: city.id }, body: { ...input, version: city.version } }),
  removeCity: (city: City) => callRoute(citiesRoutes.remove, { params: { id: city.id } }),
};
