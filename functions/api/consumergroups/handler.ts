import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `consumergroups` family (001 §7 Consumer groups): small list read whole; admins maintain it. */
export const handler = createApiHandler({
  routes: Object.values(consumerGroupsRoutes),
  implementations: [list, get, create, update, remove],
});
