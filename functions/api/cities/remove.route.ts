import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { cities, cityHasStores } from '../../data/master-data.repository.ts';

/** `DELETE cities/{id}`: refused (409) while stores are filed under the city; it can be made inactive instead. */
export const removeCity = implement(citiesRoutes.remove, async ({ params }) => {
  const city = await cities.getOrThrow(params.id);
  if (await cityHasStores(city.provinceId, city.id)) {
    throw new ConflictError(`City "${city.name}" still has stores. Make it inactive instead.`);
  }
  await cities.remove(city.id);
  return respond(204);
});
