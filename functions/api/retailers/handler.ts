import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `retailers` family (001 §7 Retailers): small list read whole; admins maintain it. */
export const handler = createApiHandler({
  routes: Object.values(retailersRoutes),
  implementations: [list, get, create, update, remove],
});
