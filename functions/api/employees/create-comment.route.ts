import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { employeeComments } from '../../data/people/worker-records.repository.ts';
import { toComment } from './comment-view.ts';
import { authorOf } from './comments.ts';
import { getWorker } from './workers.ts';

/** `POST Employees/{id}/comments`: entered by the caller, now. */
export const createComment = implement(employeesRoutes.createComment, async ({ params, body, auth }) => {
  await getWorker(params.id);
  const created = await employeeComments.create(
    params.id,
    {
      employeeId: params.id,
      enteredBy: authorOf(auth),
      enteredDate: new Date().toISOString(),
      subject: body.subject,
      body: body.body,
    },
    auth.username,
  );
  return respond(201, toComment(created));
});
