import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { createItem } from './create-item.route.ts';
import { list } from './list.route.ts';
import { listItems } from './list-items.route.ts';
import { updateItem } from './update-item.route.ts';

/** The `systemLists` family (001 §2, §7). */
export const handler = createApiHandler({
  routes: Object.values(systemListsRoutes),
  implementations: [list, listItems, createItem, updateItem],
});
