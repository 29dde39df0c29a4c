import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { removeSpecialAvailabilityOf } from '../profile/remove-special-availability.route.ts';
import { keptWorkerId } from './kept-availability.ts';

/** `DELETE employees/{id}/specialAvailability/{specialId}`: the profile's own operation on the worker {id}, once keptWorkerId lets the caller at it. */
export const removeSpecialAvailability = implement(
  employeesRoutes.removeSpecialAvailability,
  async ({ params, auth }) =>
    removeSpecialAvailabilityOf(await keptWorkerId(params.id, auth, 'write'), params.specialId),
);
