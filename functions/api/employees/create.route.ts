import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { createWorker } from './workers.ts';

/**
 * `POST Employees/create`: the worker, its sign-in (groups = roles) and a generated login code when none is given; with
 * `applicantId`, the applicant To Be Hired is linked to the new worker in the same write (brief A11).
 */
export const create = implement(employeesRoutes.create, async ({ body, auth }) =>
  respond(201, await createWorker(body, auth)),
);
