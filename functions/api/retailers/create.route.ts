import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { retailers } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';

/** The code is unique (409 naming `code`), reserved in the same transaction as the record. */
export const create = implement(retailersRoutes.create, async ({ body, auth }) => {
  const id = await nextId(retailers.entity.name);
  return respond(201, await retailers.create({ id, ...body }, auth.username));
});
