import type { OwnedDefinition } from '../owned-repository.ts';
import { employeePartition } from './employee.entity.ts';

/**
 * A comment on a worker (001 §3 Comment), read and written by administrators only.
 *
 * | access pattern              | index | key                                                  |
 * |-----------------------------|-------|------------------------------------------------------|
 * | a worker's comments, oldest first | table | pk `EMPLOYEE#<id>`, sk `COMMENT#<commentId, 10 digits>` |
 */
export interface EmployeeComment {
  id: number;
  employeeId: number;
  enteredBy: string;
  /** ISO timestamp; shown as 'MMMM DD, YYYY'. */
  enteredDate: string;
  subject: string;
  body: string;
}

export const EmployeeCommentEntity: OwnedDefinition<EmployeeComment> = {
  name: 'employeeComment',
  label: 'Comment',
  ownerKey: employeePartition,
  prefix: 'COMMENT#',
  sortPart: (c) => String(c.id).padStart(10, '0'),
};
