import { reportsRoutes } from '@shelfline/shared/routes/reports.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { reportImplementations } from './report-routes.ts';

/** The `reports` family: the eight reports of the Reporting menu and the Schedule report's sort fields. */
export const handler = createApiHandler({
  routes: Object.values(reportsRoutes),
  implementations: reportImplementations,
});
