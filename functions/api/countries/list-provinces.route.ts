import { countriesRoutes } from '@shelfline/shared/routes/countries.routes';
import { implement } from '../../common/api-handler.ts';
import { countries, listProvinces as provincesOfCountry } from '../../data/master-data/master-data.repository.ts';
import { activeUnless } from '../locations.ts';

/** Provinces of a country by name; 404 for an unknown country rather than an empty list. */
export const listProvinces = implement(countriesRoutes.listProvinces, async ({ params, query }) => {
  const [country, provinces] = await Promise.all([countries.get(params.id), provincesOfCountry(params.id)]);
  if (!country) await countries.getOrThrow(params.id);
  return activeUnless(provinces, query.includeInactive);
});
