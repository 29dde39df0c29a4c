import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { removeVacationOf } from '../profile/remove-vacation.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `DELETE employees/{id}/vacations/{vacationId}`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const removeVacation = implement(employeesRoutes.removeVacation, async ({ params, auth }) =>
  removeVacationOf(await keptWorkerId(params.id, auth, 'write'), params.vacationId),
);
