import type { RouteImplementation } from '../../common/api-handler.ts';
import { actReassignment } from './act-reassignment.route.ts';
import { batchUpdate } from './batch-update.route.ts';
import { createConfirmation } from './create-confirmation.route.ts';
import { listReassignments } from './list-reassignments.route.ts';
import { removeConfirmation } from './remove-confirmation.route.ts';
import { update } from './update.route.ts';
import { updateConfirmation } from './update-confirmation.route.ts';

/**
 * Inline and batch field edits (000 §6, §7.5), service confirmations (000 §4.5) and the Service Reassignment table
 * with Act (000 §2.4, §4.3). A merchandiser change writes its reassignment in the service's own transaction.
 */
export const editRoutes: RouteImplementation[] = [
  update,
  batchUpdate,
  createConfirmation,
  updateConfirmation,
  removeConfirmation,
  listReassignments,
  actReassignment,
];
