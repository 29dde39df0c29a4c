import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { nextId } from '../../data/repository.ts';
import { nextSlotAfter } from '../../domain/export-schedules/recurrence.ts';
import { scheduleView } from '../../domain/export-schedules/schedule-view.ts';
import { checkScheduleReferences } from './schedule-references.ts';

/** POST exportSchedules: the caller owns it (its runs use an admin's rights, brief J6); it first runs at its next slot. */
export const create = implement(exportSchedulesRoutes.create, async ({ body, auth }) => {
  await checkScheduleReferences(body);
  const created = await exportSchedules.create(
    {
      ...body,
      id: await nextId(exportSchedules.entity.name),
      paused: false,
      nextRunAt: nextSlotAfter(body, new Date()).toISOString(),
      owner: auth.username,
    },
    auth.username,
  );
  return respond(201, scheduleView(created));
});
