import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { updateVacationOf } from '../profile/update-vacation.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `PUT employees/{id}/vacations/{vacationId}`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const updateVacation = implement(employeesRoutes.updateVacation, async ({ params, body, auth }) =>
  updateVacationOf(await keptWorkerId(params.id, auth, 'write'), params.vacationId, body, auth),
);
