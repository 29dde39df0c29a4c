import type { RouteImplementation } from '../../common/api-handler.ts';
import { getAvailability } from './get-availability.route.ts';
import { getScheduledWork } from './get-scheduled-work.route.ts';
import { listByJob } from './list-by-job.route.ts';
import { search } from './search.route.ts';

/** Search with distance and availability, one worker's availability and scheduled work, workers by job. */
export const availabilityRoutes: readonly RouteImplementation[] = [
  search,
  getAvailability,
  getScheduledWork,
  listByJob,
];
