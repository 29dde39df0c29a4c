import { EXPORT_KIND_PARAMETERS } from '@shelfline/shared/contracts/export-schedule.contract';
import { HttpError } from '../../common/http-errors.ts';
import type { Logger } from '../../common/logger.ts';
import type { ExportScheduleRecord } from '../../data/entities/export-schedule.entity.ts';
import {
  claimRun,
  type ExportRun,
  finishRun,
  type RunOutcome,
} from '../../data/export-schedules/export-runs.repository.ts';
import { exportSchedules, recordLastRun } from '../../data/export-schedules/export-schedules.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { htmlOf } from '../mail/text-html.ts';
import { deliverExport } from './deliver-export.ts';
import { produceExport } from './produce-export.ts';
import { resolvePeriod } from './relative-period.ts';
import { appendRunLog, runLogLine } from './run-log.ts';

/*
 * One attempt at one run of a scheduled export (brief files-mail-recruiting §7.4), for the export runs worker:
 * claim the run (a duplicate message, a finished run or one another worker holds is left alone), produce the file
 * with the kind's own code, deliver it (or record 'empty' when there is nothing to send), and record the outcome on
 * the run, the schedule's last run and the day's run log. A failed attempt is retried by the queue with backoff
 * (the worker sets the message's visibility); the third failure is final and the admins are told by e-mail.
 */

/** Attempts of one run before it is failed for good (brief §7.4: 3 attempts over about half an hour). */
export const MAX_ATTEMPTS = 3;
/** How long a worker holds a run: the worker's timeout (15 min), after which a redelivery may take it over. */
export const RUN_LEASE_MS = 15 * 60 * 1000;
/** Wait before attempt n + 1 after attempt n failed (n = 1, 2): about 2 minutes, then 10. */
export const RETRY_DELAYS_SECONDS: readonly number[] = [120, 600];

const WORKER = 'scheduler';

/** Why a run whose attempts stopped without an answer is failed (see runExportAttempt). */
export const STOPPED_WITHOUT_ANSWER =
  'The export stopped without an answer on its last attempts (it timed out or ran out of memory).';

export type AttemptResult =
  /** Nothing done: a duplicate message, a finished run, or a run another worker holds. */
  | { outcome: 'skipped' }
  | { outcome: 'done'; run: ExportRun }
  /** Retry after `delaySeconds` (the caller puts the message back). */
  | { outcome: 'retry'; delaySeconds: number; error: string };

export async function runExportAttempt(scheduleId: number, runId: string, log: Logger): Promise<AttemptResult> {
  const run = await claimRun(scheduleId, runId, { leaseMs: RUN_LEASE_MS, by: WORKER });
  if (!run) {
    log.info('export run not claimed (done, or held by another worker)', { scheduleId, runId });
    return { outcome: 'skipped' };
  }
  const schedule = await exportSchedules.get(scheduleId);
  if (!schedule) return finish(undefined, run, { status: 'failed', error: 'The schedule was deleted.' }, log);
  if (run.attempts > MAX_ATTEMPTS) {
    // Attempts that never answered (the worker timed out or ran out of memory) left the run running until its lease
    // ran out; the queue would deliver it until its dead-letter queue, where nobody looks, and the run would stay
    // running for ever. Past the attempts a run has, it fails for good here and the admins are told, as after a
    // third error.
    return failForGood(schedule, run, STOPPED_WITHOUT_ANSWER, log);
  }

  let outcome: RunOutcome;
  try {
    outcome = await produceAndDeliver(schedule, run);
  } catch (error) {
    const message = errorText(error);
    log.warn('export run attempt failed', { scheduleId, runId, attempt: run.attempts, error: message });
    if (run.attempts < MAX_ATTEMPTS) {
      await finish(schedule, run, { status: 'retrying', error: message }, log);
      return { outcome: 'retry', delaySeconds: RETRY_DELAYS_SECONDS[run.attempts - 1] ?? 600, error: message };
    }
    return failForGood(schedule, run, message, log);
  }
  return finish(schedule, run, outcome, log);
}

async function produceAndDeliver(schedule: ExportScheduleRecord, run: ExportRun): Promise<RunOutcome> {
  const slot = new Date(run.periodKey);
  const readsPeriod = EXPORT_KIND_PARAMETERS[schedule.kind].reads.includes('period');
  const period =
    readsPeriod && schedule.parameters.period
      ? resolvePeriod(schedule.parameters.period, slot, schedule.timeZone)
      : undefined;
  const dates = period ? { fromDate: period.fromDate, toDate: period.toDate } : {};
  const file = await produceExport(schedule, { runId: run.runId, slot, ...dates, by: `Schedule: ${schedule.name}` });
  const produced = {
    ...dates,
    rows: file.rows,
    fileName: file.fileName,
    fileKey: file.key,
    contentType: file.contentType,
  };
  if (file.rows === 0 && !schedule.sendEmpty) return { ...produced, status: 'empty' };
  const delivery = await deliverExport(schedule, { ...run, ...dates }, file);
  return {
    ...produced,
    status: 'succeeded',
    recipients: delivery.recipients,
    deliveredTo: [...delivery.deliveredTo, ...delivery.skipped.map((s) => `Not sent to ${s}`)],
  };
}

/** Records the attempt's outcome on the run, then (when final) on the schedule and in the run log. */
async function finish(
  schedule: ExportScheduleRecord | undefined,
  run: ExportRun,
  outcome: RunOutcome,
  log: Logger,
): Promise<AttemptResult> {
  const finishedAt = new Date().toISOString();
  const final = outcome.status !== 'retrying';
  const recorded = await finishRun(
    run.scheduleId,
    run.runId,
    run.attempts,
    { ...outcome, ...(final ? { finishedAt } : {}) },
    WORKER,
  );
  if (!recorded) {
    // The lease ran out and another worker took the run over: its outcome is the one kept.
    log.warn('export run outcome not recorded: the run was taken over', {
      scheduleId: run.scheduleId,
      runId: run.runId,
    });
    return { outcome: 'skipped' };
  }
  const done: ExportRun = {
    ...run,
    ...outcome,
    ...(final ? { finishedAt } : {}),
    status: outcome.status ?? run.status,
  };
  await recordLastRun(run.scheduleId, {
    runId: run.runId,
    status: done.status,
    startedAt: done.startedAt,
    ...(final ? { finishedAt } : {}),
    ...(done.rows !== undefined ? { rows: done.rows } : {}),
  });
  // A deleted schedule's run is only marked failed: its history stays with the run, nothing else names it.
  if (schedule) await appendRunLog(runLogLine(schedule, done));
  log.info('export run attempt recorded', { scheduleId: run.scheduleId, runId: run.runId, status: done.status });
  return { outcome: 'done', run: done };
}

/** The run's last word: failed with `error`, and the admins told once (only the attempt that recorded it tells them). */
async function failForGood(
  schedule: ExportScheduleRecord,
  run: ExportRun,
  error: string,
  log: Logger,
): Promise<AttemptResult> {
  const failed = await finish(schedule, run, { status: 'failed', error }, log);
  if (failed.outcome === 'done') await tellAdmins(schedule, failed.run, log);
  return failed;
}

/** 'Scheduled export "{name}" failed' to every active admin with an e-mail address (a system mail: no daily cap). */
async function tellAdmins(schedule: ExportScheduleRecord, run: ExportRun, log: Logger): Promise<void> {
  try {
    const admins = (await readWorkerDirectory())
      .filter((card) => card.isAdministrator && !card.inactive && card.email?.trim())
      .map((card) => (card.email ?? '').trim().toLowerCase());
    const to = [...new Set(admins)];
    if (to.length === 0) return void log.warn('no admin to tell of a failed export run', { scheduleId: schedule.id });
    const text = [
      `The scheduled export "${schedule.name}" failed after ${run.attempts} attempts (run ${run.runId}).`,
      `Error: ${run.error ?? 'unknown'}`,
      'Its next run is scheduled as usual. See its runs under Reporting › Scheduled Exports: /reporting/scheduled-exports',
    ].join('\n\n');
    await enqueueMail({
      kind: 'system',
      sentBy: 'system',
      to: to.slice(0, 50),
      cc: [],
      bcc: to.slice(50),
      subject: `Scheduled export "${schedule.name}" failed`.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text,
      html: htmlOf(text),
      attachments: [],
    });
  } catch (error) {
    // The run is recorded as failed (and shown in its history) whether or not the notice could be queued.
    log.error('failed export run: admins not told', { scheduleId: schedule.id, error: String(error) });
  }
}

/** An error as the run history shows it: an HttpError's messages (not its JSON), another error's message. */
function errorText(error: unknown): string {
  if (error instanceof HttpError && typeof error.errors !== 'string') {
    const errors = error.errors;
    return (Array.isArray(errors) ? errors : Object.values(errors).flat()).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}
