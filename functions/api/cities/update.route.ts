import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { implement } from '../../common/api-handler.ts';
import { cities, stores } from '../../data/master-data/master-data.repository.ts';
import { refreshNameCopies } from '../../data/master-data/name-copies.ts';

/**
 * `PUT cities/{id}`: name, travel charge and flags; the province and coordinates stay. A new name is written on the
 * city's stores, which show it (name-copies.ts).
 */
export const update = implement(citiesRoutes.update, async ({ params, body, auth }) => {
  const current = await cities.getOrThrow(params.id);
  const { version, travelChargeType, ...fields } = body;
  const saved = await cities.replace(
    {
      id: current.id,
      provinceId: current.provinceId,
      latitude: current.latitude,
      longitude: current.longitude,
      ...fields,
      travelChargeType: travelChargeType ?? undefined,
    },
    version,
    auth.username,
  );
  if (current.name !== saved.name) {
    await refreshNameCopies({
      source: cities.entity.key(saved.id),
      sourceVersion: saved.version,
      holders: stores.patternKey('ofCity', saved.provinceId, saved.id),
      attribute: 'city',
      name: saved.name,
    });
  }
  return saved;
});
