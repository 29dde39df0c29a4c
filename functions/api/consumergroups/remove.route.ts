import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { consumerGroupHasProducts, consumerGroups } from '../../data/master-data/master-data.repository.ts';

/** `DELETE consumerGroups/{id}`: refused (409) while products belong to the group. */
export const remove = implement(consumerGroupsRoutes.remove, async ({ params }) => {
  const current = await consumerGroups.getOrThrow(params.id);
  if (await consumerGroupHasProducts(current.id)) {
    throw new ConflictError(`Consumer group "${current.code}" still has products. Make it inactive instead.`);
  }
  await consumerGroups.remove(current.id);
  return respond(204);
});
