import type { ExportScheduleRun } from '@shelfline/shared/contracts/export-schedule.contract';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * One run of a scheduled export, for one period (brief §7.4 "Idempotency"). Its key is the schedule and the period's
 * slot, so the run is created with `attribute_not_exists(pk)`: a duplicated tick, a redelivered queue message or a
 * second Run now for the same period finds it and does nothing. A forced re-run (Run now with `force`) is another
 * item, `<periodKey>#F<n>`. `status = running` with `leaseUntil` keeps two workers off one run.
 * Runs outlive their schedule until `expiresAt` (13 months, DynamoDB TTL), like their files.
 *
 * | access pattern                       | pattern   | index | key                                            |
 * |--------------------------------------|-----------|-------|------------------------------------------------|
 * | run by schedule and run id           |           | table | pk `EXPSCHED#<scheduleId>`, sk `RUN#<runId>`   |
 * | runs of a schedule, newest first     | `ofSchedule` | table | pk `EXPSCHED#<scheduleId>`, sk begins `RUN#` |
 */
export interface ExportScheduleRunRecord extends Omit<ExportScheduleRun, 'downloadUrl'> {
  /** `<scheduleId>|<runId>`. */
  id: string;
  /** Files bucket key of the run's file. */
  fileKey?: string;
  contentType?: string;
  /** While `running`: the worker's lease; an expired lease may be taken over. */
  leaseUntil?: string;
  /** Epoch seconds (DynamoDB TTL). */
  expiresAt?: number;
}

export const exportScheduleRunId = (scheduleId: number, runId: string) => `${scheduleId}|${runId}`;

export const ExportScheduleRunEntity = defineEntity<ExportScheduleRunRecord>({
  name: 'exportScheduleRun',
  key: (id) => {
    const [scheduleId, runId] = String(id).split('|');
    return { pk: `EXPSCHED#${scheduleId}`, sk: `RUN#${runId}` };
  },
});

export const ExportScheduleRunPatterns = definePatterns({
  /** the runs of one schedule, by period (query descending for newest first) */
  ofSchedule: {
    index: 'table',
    key: (scheduleId: number) => ({ pk: `EXPSCHED#${scheduleId}`, sk: { beginsWith: 'RUN#' } }),
  },
});
