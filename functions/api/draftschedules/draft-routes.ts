import type { RouteImplementation } from '../../common/api-handler.ts';

/** Drafts, their stores and jobs: list, get, create, update, delete, stores, jobs, job dates, batch delete/deactivate. */
export const draftRoutes: RouteImplementation[] = [];
