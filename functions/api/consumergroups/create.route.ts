import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { consumerGroups } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';

/** The code is unique (409 naming `code`), reserved in the same transaction as the record. */
export const create = implement(consumerGroupsRoutes.create, async ({ body, auth }) => {
  const id = await nextId(consumerGroups.entity.name);
  return respond(201, await consumerGroups.create({ id, ...body }, auth.username));
});
