import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';

/** `POST suppliers`: the code is unique (409 naming `code`), reserved in the same transaction as the record. */
export const create = implement(suppliersRoutes.create, async ({ body, auth }) => {
  const id = await nextId(suppliers.entity.name);
  const created = await suppliers.create({ id, ...body }, auth.username);
  return respond(201, created);
});
