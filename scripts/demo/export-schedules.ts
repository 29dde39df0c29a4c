/**
 * The demo's scheduled export (brief files-mail-recruiting §7): 'Weekly schedule report', the Schedule report of the
 * previous week, weekly on Monday at 07:00 in Toronto, to the admin worker. Its run of the latest Monday is started
 * here through the product's own dispatch (startRun: the run item, then its queue message), so the export runs worker
 * produces and mails it as soon as the stack is up: the Scheduled Exports screen opens with one run done.
 *
 * Idempotent: a second load finds the schedule (by name and owner) and changes nothing, so no second run either.
 */
import type { ExportScheduleRecord } from '../../functions/data/entities/export-schedule.entity.ts';
import { exportSchedules, listSchedules } from '../../functions/data/export-schedules/export-schedules.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { startRun } from '../../functions/domain/export-schedules/dispatch.ts';
import { lastSlotAtOrBefore, nextSlotAfter } from '../../functions/domain/export-schedules/recurrence.ts';

export const DEMO_SCHEDULE_NAME = 'Weekly schedule report';
/** Items the demo schedule holds in the table, whichever load made them: the schedule, its first run, the id counter. */
export const DEMO_SCHEDULE_ITEMS = 3;

/** Creates the demo schedule and starts its first run unless a load already did. */
export async function createDemoExportSchedule(adminWorkerId: number, by: string, now = new Date()): Promise<void> {
  const existing = await listSchedules();
  if (existing.some((s) => s.name === DEMO_SCHEDULE_NAME && s.owner === 'admin')) return;
  const schedule: ExportScheduleRecord = {
    id: await nextId(exportSchedules.entity.name),
    name: DEMO_SCHEDULE_NAME,
    kind: 'schedule',
    parameters: { period: { type: 'lastWeek' } },
    recurrence: { frequency: 'weekly', daysOfWeek: [1] },
    time: '07:00',
    timeZone: 'America/Toronto',
    recipients: [{ type: 'worker', id: adminWorkerId }],
    sendEmpty: true,
    paused: false,
    owner: 'admin',
  };
  const created = await exportSchedules.create(
    { ...schedule, nextRunAt: nextSlotAfter(schedule, now).toISOString() },
    by,
  );
  await startRun(created, { trigger: 'manual', periodKey: lastSlotAtOrBefore(schedule, now).toISOString(), now, by });
}
