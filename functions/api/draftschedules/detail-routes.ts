import type { RouteImplementation } from '../../common/api-handler.ts';

/** Service rows: details-paged, row edits, bulk edit, workers, bulk replace, remove workers, status. */
export const detailRoutes: RouteImplementation[] = [];
