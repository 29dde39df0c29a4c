import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { addSpecialAvailability } from './add-kept-special-availability.route.ts';
import { addVacation } from './add-kept-vacation.route.ts';
import { availabilityRoutes } from './availability-routes.ts';
import { listSpecialAvailability } from './list-kept-special-availability.route.ts';
import { listVacations } from './list-kept-vacations.route.ts';
import { removeSpecialAvailability } from './remove-kept-special-availability.route.ts';
import { removeVacation } from './remove-kept-vacation.route.ts';
import { setGeneralAvailability } from './set-kept-general-availability.route.ts';
import { updateSpecialAvailability } from './update-kept-special-availability.route.ts';
import { updateVacation } from './update-kept-vacation.route.ts';
import { workerRoutes } from './worker-routes.ts';

/**
 * The `employees` family (001 §7 Employees, 000 §7.5): worker maintenance, comments and pay rate overrides
 * (`worker-routes.ts`), and the pickers' search, availability, scheduled work and by-job lists
 * (`availability-routes.ts`), and staff keeping a worker's availability, vacations and special weeks
 * (`*-kept-*.route.ts`, one file per call).
 */
export const handler = createApiHandler({
  routes: Object.values(employeesRoutes),
  implementations: [
    ...workerRoutes,
    ...availabilityRoutes,
    // Staff keep a worker's availability (docs/decisions.md#additions-beyond-the-spec): the profile's operations on the worker {id}.
    setGeneralAvailability,
    listVacations,
    addVacation,
    updateVacation,
    removeVacation,
    listSpecialAvailability,
    addSpecialAvailability,
    updateSpecialAvailability,
    removeSpecialAvailability,
  ],
});
