import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { implement } from '../../common/api-handler.ts';
import { listSystemListItems } from '../../data/master-data/reference-data.repository.ts';
import { activeUnless } from '../locations.ts';
import { systemListOf } from './system-lists.ts';

/** `GET systemLists/{list}/items`: by code; 404 for an unknown list. */
export const listItems = implement(systemListsRoutes.listItems, async ({ params, query }) => {
  const list = systemListOf(params.list);
  return activeUnless(await listSystemListItems(list.id), query.includeInactive);
});
