import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { listVacationsOf } from '../profile/list-vacations.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `GET employees/{id}/vacations`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const listVacations = implement(employeesRoutes.listVacations, async ({ params, auth }) =>
  listVacationsOf(await keptWorkerId(params.id, auth, 'read')),
);
