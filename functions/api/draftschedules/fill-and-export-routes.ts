import type { RouteImplementation } from '../../common/api-handler.ts';

/** Fill missing workers and export into the live schedule. */
export const fillAndExportRoutes: RouteImplementation[] = [];
