import { completedServicesRoutes } from '@shelfline/shared/routes/completedservices.routes';
import { implement } from '../../common/api-handler.ts';
import { recentCompletedServices } from '../../domain/service-reports/completed-services.ts';

/**
 * GET completedServices/recent (002 §3, §7; brief §10): a merchandiser's submitted services of the last 90 days,
 * newest first, for the misc charge form; 400 'Choose a merchandiser.' for staff without `merchandiserId`.
 */
export const listRecent = implement(completedServicesRoutes.listRecent, async ({ query, auth }) =>
  recentCompletedServices(query, auth),
);
