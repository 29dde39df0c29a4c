import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `products` family (001 §7 Products): a paged list with a Consumer Group filter; admins maintain it. */
export const handler = createApiHandler({
  routes: Object.values(productsRoutes),
  implementations: [list, get, create, update, remove],
});
