import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { updateWorker } from './workers.ts';

/**
 * `PUT Employees/{id}`: the worker (version checked) and its sign-in's names, groups and enabled state; with
 * `applicantId`, the former worker is rehired: reactivated and linked to that applicant in the same write (brief A11).
 */
export const update = implement(employeesRoutes.update, ({ params, body, auth }) =>
  updateWorker(params.id, body, auth),
);
