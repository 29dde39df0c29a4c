import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { cities, provinces } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';

/** `POST cities`: a new city of an existing province (201). */
export const create = implement(citiesRoutes.create, async ({ body, auth }) => {
  const province = await provinces.get(body.provinceId);
  if (!province) throw new BadRequestError({ provinceId: [`Province ${body.provinceId} was not found.`] });
  const { travelChargeType, ...fields } = body;
  const city = await cities.create(
    { id: await nextId(cities.entity.name), ...fields, travelChargeType: travelChargeType ?? undefined },
    auth.username,
  );
  return respond(201, city);
});
