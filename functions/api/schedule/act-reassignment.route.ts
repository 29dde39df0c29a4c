import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { actReassignment as markActed } from '../../data/schedule/reassignments.repository.ts';
import { callerName, toReassignment } from '../../domain/schedule/reassign.ts';

/**
 * POST Schedule/reassignments/{id}/act (000 §4.3): not acted → acted, once (409 'Already acted' after that; 404 when
 * missing), noting who acted. Answers the reassignment.
 */
export const actReassignment = implement(scheduleRoutes.actReassignment, async ({ params, auth }) =>
  toReassignment(await markActed(params.id, callerName(auth), auth.username)),
);
