import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { createSpecialAvailabilityOf } from '../profile/create-special-availability.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `POST employees/{id}/specialAvailability`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const addSpecialAvailability = implement(
  employeesRoutes.addSpecialAvailability,
  async ({ params, body, auth }) =>
    createSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), body, auth),
);
