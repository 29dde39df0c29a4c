import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { implement } from '../../common/api-handler.ts';
import { cities } from '../../data/master-data.repository.ts';

/** `PUT cities/{id}`: name, travel charge and flags; the province and coordinates stay. */
export const updateCity = implement(citiesRoutes.update, async ({ params, body, auth }) => {
  const current = await cities.getOrThrow(params.id);
  const { version, travelChargeType, ...fields } = body;
  return cities.replace(
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
});
