import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { listSpecialAvailabilityOf } from '../profile/list-special-availability.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `GET employees/{id}/specialAvailability`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const listSpecialAvailability = implement(employeesRoutes.listSpecialAvailability, async ({ params, auth }) =>
  listSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'read')),
);
