import type { RouteImplementation } from '../../common/api-handler.ts';
import { confirmedServices } from './confirmed-services.route.ts';
import { notifications } from './notifications.route.ts';
import { scheduleSummary } from './schedule-summary.route.ts';

/** The Services card (staff) and the merchandiser's notification cards and weekly grid. */
export const dashboardRoutes: RouteImplementation[] = [scheduleSummary, notifications, confirmedServices];
