import { completedServicesRoutes } from '@shelfline/shared/routes/completedservices.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { listRecent } from './list-recent.route.ts';

/** The `completedservices` family (002 §7; brief §10): the misc charge form's completed services. */
export const handler = createApiHandler({
  routes: Object.values(completedServicesRoutes),
  implementations: [listRecent],
});
