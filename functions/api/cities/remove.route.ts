import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { cityHasPostings } from '../../data/ats/job-postings.repository.ts';
import { cities, cityHasStores } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';

/**
 * `DELETE cities/{id}`: refused (409) while stores are filed under the city, job postings are in it, or workers live
 * in it or travel to it; it can be made inactive instead. Workers are checked on the worker directory (one Query of
 * its shards), which carries each worker's city and travel cities.
 */
export const remove = implement(citiesRoutes.remove, async ({ params }) => {
  const city = await cities.getOrThrow(params.id);
  const [hasStores, workers] = await Promise.all([cityHasStores(city.provinceId, city.id), readWorkerDirectory()]);
  if (hasStores) throw new ConflictError(`City "${city.name}" still has stores. Make it inactive instead.`);
  if (await cityHasPostings(city.id))
    throw new ConflictError(`City "${city.name}" still has job postings. Make it inactive instead.`);
  const living = workers.filter((w) => w.cityId === city.id).length;
  const travelling = workers.filter((w) => w.travelCityIds?.includes(city.id)).length;
  if (living > 0 || travelling > 0) {
    throw new ConflictError(
      `City "${city.name}" is the home of ${living} and a travel city of ${travelling} worker(s). Make it inactive instead.`,
    );
  }
  await cities.remove(city.id);
  return respond(204);
});
