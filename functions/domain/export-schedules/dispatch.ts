import type { RunTrigger } from '@shelfline/shared/contracts/export-schedule.contract';
import { sqs } from '../../common/aws/sqs.ts';
import { env } from '../../common/env.ts';
import type { ExportScheduleRecord } from '../../data/entities/export-schedule.entity.ts';
import {
  createRun,
  type ExportRun,
  forcedRunId,
  getRun,
  withdrawQueuedRun,
} from '../../data/export-schedules/export-runs.repository.ts';

/*
 * How a scheduled export's run begins, for the tick and for Run now alike (brief §7.4 "Idempotency", J7): the run
 * item of the schedule and period is created with a condition, then one message `{ scheduleId, runId }` goes to the
 * export runs queue for the worker (workers/export-run.worker.ts). A second start of the same period (a duplicated
 * tick, Run now after the timed run) finds the run and sends nothing; a forced re-run is another run,
 * `<periodKey>#F<n>`.
 */

/** The body of one export runs queue message. */
export interface ExportRunMessage {
  scheduleId: number;
  runId: string;
}

export interface StartRunOptions {
  trigger: RunTrigger;
  /** The UTC ISO instant of the period's slot. */
  periodKey: string;
  /** A deliberate re-send of a period that has run (Run now with `force`): the next `<periodKey>#F<n>`. */
  forced?: boolean;
  now?: Date;
  /** Who starts it (the audit of the run): the admin of Run now; 'scheduler' for the tick. */
  by?: string;
}

export type StartRunResult = { started: true; run: ExportRun } | { started: false; existing: ExportRun };

/** SQS takes at most 10 messages per SendMessageBatch. */
const SQS_BATCH = 10;
/** Forced re-runs of one period looked for before giving up (each is a conditional put). */
const MAX_FORCED_RUNS = 100;

/** Starts the run of `schedule` for a period (see the top of this file). */
export async function startRun(
  schedule: Pick<ExportScheduleRecord, 'id'>,
  options: StartRunOptions,
): Promise<StartRunResult> {
  const [result] = await startRuns([{ schedule, ...options }]);
  if (!result) throw new Error(`No run started for schedule ${schedule.id}`);
  return result;
}

/**
 * Starts several runs (the tick's due schedules): each run created on its own condition, then their messages sent
 * 10 per SendMessageBatch. A message that cannot be sent takes its run back (still queued, no worker has it) and
 * the call fails, so that the tick leaves that schedule due and the next tick starts it again.
 */
export async function startRuns(
  requests: readonly (StartRunOptions & { schedule: Pick<ExportScheduleRecord, 'id'> })[],
): Promise<StartRunResult[]> {
  const results = await Promise.all(requests.map((request) => createOne(request)));
  const started = results.filter((r): r is { started: true; run: ExportRun } => r.started).map((r) => r.run);
  const unsent: ExportRun[] = [];
  let cause: unknown;
  for (let i = 0; i < started.length; i += SQS_BATCH) {
    const batch = started.slice(i, i + SQS_BATCH);
    try {
      unsent.push(...(await send(batch)));
    } catch (error) {
      unsent.push(...batch);
      cause = error;
    }
  }
  if (unsent.length > 0) {
    await Promise.all(unsent.map((run) => withdrawQueuedRun(run.scheduleId, run.runId)));
    throw new Error(`The export runs queue refused ${unsent.map((run) => run.id).join(', ')}`, { cause });
  }
  return results;
}

async function createOne(request: StartRunOptions & { schedule: Pick<ExportScheduleRecord, 'id'> }) {
  const base = {
    scheduleId: request.schedule.id,
    periodKey: request.periodKey,
    trigger: request.trigger,
    forced: request.forced === true,
    now: request.now,
    by: request.by ?? 'scheduler',
  };
  if (request.forced) {
    for (let n = 1; n <= MAX_FORCED_RUNS; n++) {
      const run = await createRun({ ...base, runId: forcedRunId(request.periodKey, n) });
      if (run) return { started: true as const, run };
    }
    throw new Error(`Schedule ${request.schedule.id} has ${MAX_FORCED_RUNS} forced runs of ${request.periodKey}`);
  }
  const run = await createRun({ ...base, runId: request.periodKey });
  if (run) return { started: true as const, run };
  const existing = await getRun(request.schedule.id, request.periodKey);
  // Made by the other start a moment ago; missing only if that start's message failed and it was withdrawn.
  if (!existing) throw new Error(`Run ${request.periodKey} of schedule ${request.schedule.id} vanished`);
  return { started: false as const, existing };
}

/** Sends one message per run (≤ 10): the runs whose message SQS did not take. */
async function send(runs: readonly ExportRun[]): Promise<ExportRun[]> {
  if (runs.length === 0) return [];
  const { sdk, client } = await sqs();
  const answer = await client.send(
    new sdk.SendMessageBatchCommand({
      QueueUrl: env.queueUrl('exportRunsQueueUrl'),
      Entries: runs.map((run, i) => ({
        Id: String(i),
        MessageBody: JSON.stringify({ scheduleId: run.scheduleId, runId: run.runId } satisfies ExportRunMessage),
      })),
    }),
  );
  const failed = new Set((answer.Failed ?? []).map((f) => f.Id));
  return runs.filter((_, i) => failed.has(String(i)));
}
