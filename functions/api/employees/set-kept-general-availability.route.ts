import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { updateGeneralAvailabilityOf } from '../profile/update-general-availability.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `PUT employees/{id}/generalAvailability`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const setGeneralAvailability = implement(
  employeesRoutes.setGeneralAvailability,
  async ({ params, body, auth }) =>
    updateGeneralAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), body, auth),
);
