import type { Comment } from '@shelfline/shared/contracts/employee-comment.contract';
import type { EmployeeComment } from '../../data/entities/employee-comment.entity.ts';
import type { Audit } from '../../data/entity.ts';

/** A stored comment as the API returns it. */
export function toComment(comment: EmployeeComment & Audit): Comment {
  return {
    id: comment.id,
    employeeId: comment.employeeId,
    enteredBy: comment.enteredBy,
    enteredDate: comment.enteredDate,
    subject: comment.subject,
    body: comment.body,
    version: comment.version,
  };
}
