import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { systemListItems } from '../../data/master-data/reference-data.repository.ts';
import { assertEditable } from './system-lists.ts';

/** `PUT systemLists/items/{id}`: code, value and active flag; an item stays in its list. */
export const updateItem = implement(systemListsRoutes.updateItem, async ({ params, body, auth }) => {
  const current = await systemListItems.getOrThrow(params.id, 'system list item');
  if (current.systemListId !== body.systemListId) {
    throw new BadRequestError({
      systemListId: [
        `Item ${current.id} belongs to system list ${current.systemListId}; it cannot move to another list.`,
      ],
    });
  }
  assertEditable(current.systemListId);
  const { version, ...fields } = body;
  return systemListItems.replace({ ...fields, id: current.id }, version, auth.username);
});
