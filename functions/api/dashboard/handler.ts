import { dashboardRoutes as dashboardRouteTable } from '@shelfline/shared/routes/dashboard.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { dashboardRoutes } from './dashboard-routes.ts';

/** The `dashboard` family (000 §2.4, §3.5, §7.2): the Services card counts and the merchandiser's cards and week. */
export const handler = createApiHandler({
  routes: Object.values(dashboardRouteTable),
  implementations: dashboardRoutes,
});
