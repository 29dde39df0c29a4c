import { employeesRoutes as routes } from '@shelfline/shared/routes/employees.routes';
import { implement, type RouteImplementation } from '../../common/api-handler.ts';
import { createSpecialAvailabilityOf } from '../profile/create-special-availability.route.ts';
import { createVacationOf } from '../profile/create-vacation.route.ts';
import { listSpecialAvailabilityOf } from '../profile/list-special-availability.route.ts';
import { listVacationsOf } from '../profile/list-vacations.route.ts';
import { removeSpecialAvailabilityOf } from '../profile/remove-special-availability.route.ts';
import { removeVacationOf } from '../profile/remove-vacation.route.ts';
import { updateGeneralAvailabilityOf } from '../profile/update-general-availability.route.ts';
import { updateSpecialAvailabilityOf } from '../profile/update-special-availability.route.ts';
import { updateVacationOf } from '../profile/update-vacation.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/**
 * Staff keep a worker's availability (DECISIONS.md): the `profile/…` operations, with their bodies, rules and
 * version checks, on the worker named by `{id}` once {@link keptWorkerId} lets the caller at it. The general
 * availability is read through `employees/{id}/availability` and the worker's full record.
 */
export const keptAvailabilityRoutes: readonly RouteImplementation[] = [
  implement(routes.setGeneralAvailability, async ({ params, body, auth }) =>
    updateGeneralAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), body, auth),
  ),
  implement(routes.listVacations, async ({ params, auth }) =>
    listVacationsOf(await keptWorkerId(params.id, auth, 'read')),
  ),
  implement(routes.addVacation, async ({ params, body, auth }) =>
    createVacationOf(await keptWorkerId(params.id, auth, 'write'), body, auth),
  ),
  implement(routes.updateVacation, async ({ params, body, auth }) =>
    updateVacationOf(await keptWorkerId(params.id, auth, 'write'), params.vacationId, body, auth),
  ),
  implement(routes.removeVacation, async ({ params, auth }) =>
    removeVacationOf(await keptWorkerId(params.id, auth, 'write'), params.vacationId),
  ),
  implement(routes.listSpecialAvailability, async ({ params, auth }) =>
    listSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'read')),
  ),
  implement(routes.addSpecialAvailability, async ({ params, body, auth }) =>
    createSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), body, auth),
  ),
  implement(routes.updateSpecialAvailability, async ({ params, body, auth }) =>
    updateSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), params.specialId, body, auth),
  ),
  implement(routes.removeSpecialAvailability, async ({ params, auth }) =>
    removeSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), params.specialId),
  ),
];
