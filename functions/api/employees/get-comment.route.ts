import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { toComment } from './comment-view.ts';
import { commentOf } from './comments.ts';

/** `GET Employees/{id}/comments/{commentId}`. */
export const getComment = implement(employeesRoutes.getComment, async ({ params }) =>
  toComment(await commentOf(params.id, params.commentId)),
);
