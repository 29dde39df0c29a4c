import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { availabilityRoutes } from './availability-routes.ts';
import { keptAvailabilityRoutes } from './kept-availability-routes.ts';
import { workerRoutes } from './worker-routes.ts';

/**
 * The `employees` family (001 §7 Employees, 000 §7.5): worker maintenance, comments and pay rate overrides
 * (`worker-routes.ts`), and the pickers' search, availability, scheduled work and by-job lists
 * (`availability-routes.ts`), and staff keeping a worker's availability, vacations and special weeks
 * (`kept-availability-routes.ts`).
 */
export const handler = createApiHandler({
  routes: Object.values(employeesRoutes),
  implementations: [...workerRoutes, ...availabilityRoutes, ...keptAvailabilityRoutes],
});
