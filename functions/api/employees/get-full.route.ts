import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { workerFull } from './workers.ts';

/**
 * `GET Employees/{id}/full`: the worker view (worker form, Employee View modal). Administrators get comments and
 * the sensitive fields; account managers and supervisors get the rest.
 */
export const getFull = implement(employeesRoutes.getFull, ({ params, auth }) => workerFull(params.id, auth.roles));
