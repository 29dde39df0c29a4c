import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { updateSpecialAvailabilityOf } from '../profile/update-special-availability.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `PUT employees/{id}/specialAvailability/{specialId}`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const updateSpecialAvailability = implement(
  employeesRoutes.updateSpecialAvailability,
  async ({ params, body, auth }) =>
    updateSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), params.specialId, body, auth),
);
