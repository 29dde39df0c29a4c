import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `reportlayouts` family: the Report Builder (002 §2 Report layouts, §7). */
export const handler = createApiHandler({
  routes: Object.values(reportLayoutsRoutes),
  implementations: [list, get, create, update, remove],
});
