import type { RouteImplementation } from '../../common/api-handler.ts';

export const dashboardRoutes: RouteImplementation[] = [];
