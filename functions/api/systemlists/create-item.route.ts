import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { systemListItems } from '../../data/master-data/reference-data.repository.ts';
import { nextId } from '../../data/repository.ts';
import { assertEditable } from './system-lists.ts';

/** `POST systemLists/items` (the list code is in the body); itemCode unique within the list (409). */
export const createItem = implement(systemListsRoutes.createItem, async ({ body, auth }) => {
  assertEditable(body.systemListId);
  const item = await systemListItems.create({ id: await nextId(systemListItems.entity.name), ...body }, auth.username);
  return respond(201, item);
});
