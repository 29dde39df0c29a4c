import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { actionRoutes } from './action-routes.ts';
import { editRoutes } from './edit-routes.ts';
import { listRoutes } from './list-routes.ts';

/**
 * The `schedule` family (000 §2.8, §4.3-§4.6, §6, §7.5; docs/decisions.md#schedule-actions-and-e-mail): the schedule list and its Excel export
 * (`list-routes.ts`), inline edits, batch edits, confirmations and reassignments (`edit-routes.ts`), and the
 * Actions menu — activate, deactivate, delete, highlight, unsubmit, create service, e-mail (`action-routes.ts`).
 * Data layout: `data/entities/service.entity.ts`; the one filter: `domain/schedule/schedule-filter.ts`.
 */
export const handler = createApiHandler({
  routes: Object.values(scheduleRoutes),
  implementations: [...listRoutes, ...editRoutes, ...actionRoutes],
});
