import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { employeeComments } from '../../data/people/worker-records.repository.ts';
import { toComment } from './comment-view.ts';
import { getWorker } from './workers.ts';

/** `GET Employees/{id}/comments`: newest first. */
export const listComments = implement(employeesRoutes.listComments, async ({ params }) => {
  await getWorker(params.id);
  const comments = await employeeComments.list(params.id, { descending: true });
  return comments.map(toComment);
});
