import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { setWorkerPassword } from './workers.ts';

/** `PUT Employees/{id}/password`: Reset password (permanent); creates the sign-in of a worker who has none. */
export const setPassword = implement(employeesRoutes.setPassword, async ({ params, body }) => {
  await setWorkerPassword(params.id, body.password);
  return respond(204);
});
