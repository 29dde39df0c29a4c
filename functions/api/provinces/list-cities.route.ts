import { provincesRoutes } from '@shelfline/shared/routes/provinces.routes';
import { implement } from '../../common/api-handler.ts';
import { listCitiesOfProvince, provinces } from '../../data/master-data/master-data.repository.ts';
import { activeUnless } from '../locations.ts';

/** Cities of a province by name (one Query); 404 for an unknown province. */
export const listCities = implement(provincesRoutes.listCities, async ({ params, query }) => {
  const [province, cities] = await Promise.all([provinces.get(params.id), listCitiesOfProvince(params.id)]);
  if (!province) await provinces.getOrThrow(params.id);
  return activeUnless(cities, query.includeInactive);
});
