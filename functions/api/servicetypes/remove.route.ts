import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { serviceTypeHasJobProducts, serviceTypes } from '../../data/master-data/master-data.repository.ts';

/** `DELETE serviceTypes/{id}`: refused (409) while job products name the service type. */
export const remove = implement(serviceTypesRoutes.remove, async ({ params }) => {
  const current = await serviceTypes.getOrThrow(params.id);
  if (await serviceTypeHasJobProducts(current.id)) {
    throw new ConflictError(`Service type "${current.code}" is used by job products. Make it inactive instead.`);
  }
  await serviceTypes.remove(current.id);
  return respond(204);
});
