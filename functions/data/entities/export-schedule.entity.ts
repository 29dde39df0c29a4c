import type {
  ExportKind,
  ExportScheduleParameters,
  Recipient,
  Recurrence,
  RunStatus,
} from '@shelfline/shared/contracts/export-schedule.contract';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Scheduled export (DECISIONS.md additions; brief files-mail-recruiting §7): what to export, when, to whom. Schedules
 * are data, not AWS resources: one tick every few minutes reads the sparse due index and dispatches what is due.
 *
 * `nextRunAt` (UTC ISO instant of the next slot) and `lastRun` are kept by the scheduler, not by people: it updates
 * them without moving `version`, so an admin's open form is not made stale by a run; a PUT recomputes `nextRunAt`.
 * A paused schedule has no `nextRunAt`, so it leaves the due index.
 *
 * | access pattern                        | pattern | index | key                                                   |
 * |---------------------------------------|---------|-------|-------------------------------------------------------|
 * | schedule by id                        |         | table | pk `EXPSCHED#<id>`, sk `SCHEDULE`                    |
 * | every schedule (≤ a few hundred)      | `all`   | gsi1  | pk `EXPSCHEDS`, sk `<id10>`                           |
 * | due schedules: nextRunAt ≤ now        | `due`   | gsi2  | pk `EXPSCHED#DUE`, sk `<nextRunAt>#<id10>` (sparse)   |
 */
export interface ExportScheduleRecord {
  id: number;
  name: string;
  kind: ExportKind;
  parameters: ExportScheduleParameters;
  recurrence: Recurrence;
  /** HH:mm in `timeZone`. */
  time: string;
  timeZone: string;
  recipients: Recipient[];
  sendEmpty: boolean;
  paused: boolean;
  nextRunAt?: string;
  lastRun?: { runId: string; status: RunStatus; startedAt?: string; finishedAt?: string; rows?: number };
  /** Username of the admin whose rights the runs use. */
  owner: string;
}

const id10 = (id: number) => String(id).padStart(10, '0');

export const ExportScheduleEntity = defineEntity<ExportScheduleRecord>({
  name: 'exportSchedule',
  key: (id) => ({ pk: `EXPSCHED#${id}`, sk: 'SCHEDULE' }),
  indexes: {
    gsi1: (s) => ({ pk: 'EXPSCHEDS', sk: id10(s.id) }),
    gsi2: (s) => (s.nextRunAt && !s.paused ? { pk: 'EXPSCHED#DUE', sk: `${s.nextRunAt}#${id10(s.id)}` } : undefined),
  },
});

export const ExportSchedulePatterns = definePatterns({
  /** every schedule, by id */
  all: { index: 'gsi1', key: () => ({ pk: 'EXPSCHEDS' }) },
  /** schedules whose next run is at or before `now` (ISO instant), oldest first */
  due: { index: 'gsi2', key: (now: string) => ({ pk: 'EXPSCHED#DUE', sk: { atMost: `${now}#~` } }) },
});
