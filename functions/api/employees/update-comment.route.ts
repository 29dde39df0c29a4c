import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { employeeComments } from '../../data/people/worker-records.repository.ts';
import { toComment } from './comment-view.ts';
import { commentOf } from './comments.ts';

/** `PUT Employees/{id}/comments/{commentId}`: subject and text; author and date stay those of the entry. */
export const updateComment = implement(employeesRoutes.updateComment, async ({ params, body, auth }) => {
  const current = await commentOf(params.id, params.commentId);
  const updated = await employeeComments.replace(
    params.id,
    current,
    {
      id: current.id,
      employeeId: current.employeeId,
      enteredBy: current.enteredBy,
      enteredDate: current.enteredDate,
      subject: body.subject,
      body: body.body,
    },
    body.version,
    auth.username,
  );
  return toComment(updated);
});
