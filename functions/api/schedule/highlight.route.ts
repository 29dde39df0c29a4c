import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { runScheduleAction } from '../../domain/schedule/bulk-actions.ts';

/**
 * POST schedule/highlight (admin, 000 §4.6): sets isHighlighted to `isHighlighted` (default true; false removes
 * the highlight) on `serviceId` (400 when submitted, 404 when missing) or, in NotActivated mode only, on every
 * filtered service; services that already have the value count as `skipped`.
 */
export const highlight = implement(scheduleRoutes.highlight, async ({ body, auth }) =>
  runScheduleAction('highlight', body, auth),
);
