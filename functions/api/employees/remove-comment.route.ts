import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { employeeComments } from '../../data/people/worker-records.repository.ts';
import { commentOf } from './comments.ts';

/** `DELETE Employees/{id}/comments/{commentId}`. */
export const removeComment = implement(employeesRoutes.removeComment, async ({ params }) => {
  await employeeComments.remove(params.id, await commentOf(params.id, params.commentId));
  return respond(204);
});
