import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { createVacationOf } from '../profile/create-vacation.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `POST employees/{id}/vacations`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const addVacation = implement(employeesRoutes.addVacation, async ({ params, body, auth }) =>
  createVacationOf(await keptWorkerId(params.id, auth, 'write'), body, auth),
);
