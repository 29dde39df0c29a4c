import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { serviceTypes } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';

/** The code is unique (409 naming `code`), reserved in the same transaction as the record. */
export const create = implement(serviceTypesRoutes.create, async ({ body, auth }) => {
  const id = await nextId(serviceTypes.entity.name);
  return respond(201, await serviceTypes.create({ id, ...body }, auth.username));
});
