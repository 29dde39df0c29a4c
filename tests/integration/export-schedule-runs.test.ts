import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportScheduleRecord } from '../../functions/data/entities/export-schedule.entity.ts';
import {
  claimRun,
  createRun,
  type ExportRun,
  finishRun,
  getRun,
  runsOfSchedule,
} from '../../functions/data/export-schedules/export-runs.repository.ts';
import {
  dueSchedules,
  exportSchedules,
  moveNextRun,
  recordLastRun,
  type StoredSchedule,
} from '../../functions/data/export-schedules/export-schedules.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { startRun } from '../../functions/domain/export-schedules/dispatch.ts';
import { nextSlotAfter } from '../../functions/domain/export-schedules/recurrence.ts';
import { STOPPED_WITHOUT_ANSWER } from '../../functions/domain/export-schedules/run-export.ts';
import { dispatchDue, tick } from '../../functions/domain/export-schedules/tick.ts';
import { handler as exportRunWorker } from '../../functions/workers/export-run.worker.ts';
import { lambdaContext } from '../../scripts/local/lambda-context.ts';
import { sdkConfig } from '../../scripts/local/provision.ts';
import { deliveriesOf, storedMails, waitForMails } from '../support/mail-store.ts';
import { letterTag } from '../support/workers.ts';

/*
 * The scheduled exports' runner on the local stack with a controllable clock: the tests tick at fixed times on
 * schedules whose slots lie in 2040-2046, so the stack's own minute tick (real time) never finds them due. The runs a
 * tick queues are run by the stack's poller of the export runs queue, as Lambda's event source would; the failure
 * test hands the worker its SQS records itself to drive the attempts.
 */
const env = process.env as Record<string, string>;
const sqs = new SQSClient(sdkConfig(env, 'AWS_ENDPOINT_URL_SQS'));
const tag = letterTag();
const address = (name: string) => `s2-${name}.${tag}@example.com`;
const TORONTO = 'America/Toronto';
const created: number[] = [];

type ScheduleFields = Partial<ExportScheduleRecord> & { startAfter?: Date };

/** A schedule stored as the API stores it (repository), due at its first slot after `startAfter`. */
async function schedule(label: string, fields: ScheduleFields = {}): Promise<StoredSchedule> {
  const { startAfter, ...rest } = fields;
  const record: ExportScheduleRecord = {
    id: await nextId(exportSchedules.entity.name),
    name: `Runs ${tag} ${label}`,
    // The Schedule report of a day in the 2040s: no rows, so a run ends 'empty' and sends nothing.
    kind: 'schedule',
    parameters: { period: { type: 'yesterday' } },
    recurrence: { frequency: 'daily' },
    time: '02:30',
    timeZone: TORONTO,
    recipients: [{ type: 'address', address: address(label.replace(/\W+/g, '-')) }],
    sendEmpty: false,
    paused: false,
    owner: 'admin',
    ...rest,
  };
  if (!record.paused && startAfter) record.nextRunAt = nextSlotAfter(record, startAfter).toISOString();
  const stored = await exportSchedules.create(record, 'test');
  created.push(stored.id);
  return stored;
}

/**
 * The tick at a fixed `now` (tick.ts: the due index's Query, then dispatchDue) for this file's schedules only: at a
 * 2040s `now` every other file's real-time schedule is due too, and moving or running those would upset the files
 * (run at the same time) that check them.
 */
const tickAt = async (now: Date) =>
  dispatchDue(
    (await dueSchedules(now, 1000)).filter((due) => created.includes(due.id)),
    now,
  );

const runsOf = async (scheduleId: number) => (await runsOfSchedule(scheduleId, { pageNumber: 1, pageSize: 100 })).items;
const periodsOf = async (scheduleId: number) => (await runsOf(scheduleId)).map((run) => run.periodKey).sort();

/** Ticks every 5 minutes of the fixed clock from `from` to `to` (inclusive). */
async function tickEvery5Minutes(from: string, to: string): Promise<void> {
  for (let at = Date.parse(from); at <= Date.parse(to); at += 5 * 60_000) await tickAt(new Date(at));
}

/** Waits until the run satisfies `check` (the stack's worker runs it in the background). */
async function runWhen(scheduleId: number, runId: string, check: (run: ExportRun) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRun(scheduleId, runId);
    if (run && check(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${scheduleId}/${runId} never got there: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An SQS event as Lambda hands it to the worker (one record), for a run of a schedule. */
const sqsEvent = (scheduleId: number, runId: string, receiveCount = 1): SQSEvent => ({
  Records: [
    {
      messageId: `${scheduleId}-${runId}-${receiveCount}`,
      receiptHandle: `test-${receiveCount}`,
      body: JSON.stringify({ scheduleId, runId }),
      attributes: {
        ApproximateReceiveCount: String(receiveCount),
        SentTimestamp: String(Date.now()),
        SenderId: 'test',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:ca-central-1:000000000000:shelfline-export-runs',
      awsRegion: 'ca-central-1',
    },
  ],
});

// The next test's ticks (at later fixed times) would run them again: each test's schedules go when it ends.
afterEach(async () => {
  await Promise.all(created.splice(0).map((id) => exportSchedules.remove(id).catch(() => undefined)));
});

describe('the tick', () => {
  it('starts a due run once: again, in parallel, or after a crash before the schedule moved', async () => {
    const once = await schedule('once', { time: '06:00', startAfter: new Date('2040-01-10T00:00:00Z') });
    expect(once.nextRunAt).toBe('2040-01-10T11:00:00.000Z'); // 06:00 EST
    const now = new Date('2040-01-10T11:02:00Z');
    const first = await tickAt(now);
    expect(first.started).toBeGreaterThanOrEqual(1);
    await tickAt(now);
    await tickAt(new Date('2040-01-10T11:07:00Z'));
    const runs = await runsOf(once.id);
    expect(runs.map((r) => [r.runId, r.trigger, r.forced])).toEqual([['2040-01-10T11:00:00.000Z', 'timer', false]]);
    expect((await exportSchedules.get(once.id))?.nextRunAt).toBe('2040-01-11T11:00:00.000Z');

    // A crash between starting the run and moving the schedule: the next tick finds the run and starts nothing.
    expect(await moveNextRun(once.id, '2040-01-11T11:00:00.000Z', '2040-01-10T11:00:00.000Z')).toBe(true);
    await tickAt(new Date('2040-01-10T11:12:00Z'));
    expect(await runsOf(once.id)).toHaveLength(1);
    expect((await exportSchedules.get(once.id))?.nextRunAt).toBe('2040-01-11T11:00:00.000Z');

    // Two ticks at once.
    const parallel = await schedule('parallel', { time: '06:00', startAfter: new Date('2040-02-10T00:00:00Z') });
    await Promise.all([tickAt(new Date('2040-02-10T11:01:00Z')), tickAt(new Date('2040-02-10T11:01:00Z'))]);
    expect(await periodsOf(parallel.id)).toEqual(['2040-02-10T11:00:00.000Z']);
  });

  it('fires a daily 02:30 (Toronto) run once a day across both daylight-saving changes of 2041', async () => {
    // Spring forward on 2041-03-10: 02:30 does not exist, the run is at 03:00 EDT (07:00Z).
    const spring = await schedule('spring', { startAfter: new Date('2041-03-09T17:00:00Z') });
    await tickEvery5Minutes('2041-03-09T17:00:00Z', '2041-03-11T17:00:00Z');
    expect(await periodsOf(spring.id)).toEqual(['2041-03-10T07:00:00.000Z', '2041-03-11T06:30:00.000Z']);

    // Fall back on 2041-11-03: 01:00-02:00 repeats. 02:30 is in EST from then on (07:30Z); 01:30 happens twice and
    // runs at its first occurrence (05:30Z, EDT) only.
    const fall = await schedule('fall', { startAfter: new Date('2041-11-02T16:00:00Z') });
    const repeated = await schedule('repeated', { time: '01:30', startAfter: new Date('2041-11-02T16:00:00Z') });
    await tickEvery5Minutes('2041-11-02T16:00:00Z', '2041-11-04T17:00:00Z');
    expect(await periodsOf(fall.id)).toEqual(['2041-11-03T07:30:00.000Z', '2041-11-04T07:30:00.000Z']);
    expect(await periodsOf(repeated.id)).toEqual(['2041-11-03T05:30:00.000Z', '2041-11-04T06:30:00.000Z']);
    expect((await runsOf(fall.id)).every((run) => run.trigger === 'timer')).toBe(true);
  }, 240_000);

  it('catches up once after a 3-day outage, and not at all when the latest slot is over 24 h old', async () => {
    const daily = await schedule('outage', { startAfter: new Date('2042-05-01T00:00:00Z') });
    expect(daily.nextRunAt).toBe('2042-05-01T06:30:00.000Z');
    // The tick comes back on 2042-05-04 at 05:00 Toronto time: May 1-4's slots were missed; only May 4's runs.
    await tickEvery5Minutes('2042-05-04T09:00:00Z', '2042-05-04T10:00:00Z');
    const runs = await runsOf(daily.id);
    expect(runs.map((run) => [run.periodKey, run.trigger])).toEqual([['2042-05-04T06:30:00.000Z', 'catchUp']]);
    expect((await exportSchedules.get(daily.id))?.nextRunAt).toBe('2042-05-05T06:30:00.000Z');

    // Weekly on Mondays: back on Thursday, Monday's slot is three days old: no run, next Monday is next.
    const weekly = await schedule('weekly', {
      recurrence: { frequency: 'weekly', daysOfWeek: [1] },
      startAfter: new Date('2042-06-01T00:00:00Z'),
    });
    expect(weekly.nextRunAt).toBe('2042-06-02T06:30:00.000Z'); // Monday 2042-06-02
    const result = await tickAt(new Date('2042-06-05T14:00:00Z'));
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(await runsOf(weekly.id)).toEqual([]);
    expect((await exportSchedules.get(weekly.id))?.nextRunAt).toBe('2042-06-09T06:30:00.000Z');
  });

  it('dispatches 20 due schedules among 200 within a second (one Query, SendMessageBatch by 10)', async () => {
    const dueAt = new Date('2046-03-01T00:00:00Z');
    const made = [];
    for (let i = 0; i < 200; i += 20)
      made.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, j) =>
            schedule(`load ${i + j}`, {
              time: i + j < 20 ? '04:00' : '05:00',
              // 20 due on 2046-03-01 at 04:00 Toronto; the other 180 a year later.
              startAfter: i + j < 20 ? dueAt : new Date('2047-03-01T00:00:00Z'),
            }),
          ),
        )),
      );
    const started = performance.now();
    const result = await tickAt(new Date('2046-03-01T09:05:00Z'));
    const ms = performance.now() - started;
    expect(result.started).toBeGreaterThanOrEqual(20);
    expect(ms).toBeLessThan(1000);
    const dueOnes = made.filter((s) => s.nextRunAt?.startsWith('2046'));
    expect(dueOnes).toHaveLength(20);
    for (const due of dueOnes) expect(await periodsOf(due.id)).toEqual(['2046-03-01T09:00:00.000Z']);
  });

  it("leaves a schedule alone until its time: the stack's own tick at the real time", async () => {
    const later = await schedule('later', { startAfter: new Date('2040-04-01T00:00:00Z') });
    const result = await tick(new Date());
    expect(result.due).toBeGreaterThanOrEqual(0);
    expect(await runsOf(later.id)).toEqual([]);
    expect((await exportSchedules.get(later.id))?.nextRunAt).toBe(later.nextRunAt);
  });

  it('never fires a paused schedule', async () => {
    const paused = await schedule('paused', { paused: true, startAfter: new Date('2043-01-01T00:00:00Z') });
    await tickEvery5Minutes('2043-01-01T07:00:00Z', '2043-01-01T08:00:00Z');
    await tickAt(new Date('2043-01-03T08:00:00Z'));
    expect(await runsOf(paused.id)).toEqual([]);
  });
});

describe('the export run worker', () => {
  it('produces and e-mails a run once, however often its message is delivered', async () => {
    const sent = await schedule('redelivered', { sendEmpty: true, startAfter: new Date('2044-01-01T00:00:00Z') });
    const periodKey = '2044-01-01T07:30:00.000Z';
    const start = await startRun(sent, { trigger: 'manual', periodKey, by: 'admin' });
    expect(start.started).toBe(true);
    const again = await startRun(sent, { trigger: 'timer', periodKey });
    expect(again.started).toBe(false);

    const done = await runWhen(sent.id, periodKey, (run) => run.status === 'succeeded');
    expect(done).toMatchObject({ attempts: 1, rows: 0, recipients: [address('redelivered')], trigger: 'manual' });
    expect(done.fileName).toMatch(/\.xlsx$/);

    // The same message twice more: through the queue (the stack's worker) and straight to the handler.
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: env.EXPORT_RUNS_QUEUE_URL,
        MessageBody: JSON.stringify({ scheduleId: sent.id, runId: periodKey }),
      }),
    );
    const answer = await exportRunWorker(sqsEvent(sent.id, periodKey), lambdaContext('export-run-worker'));
    expect(answer.batchItemFailures).toEqual([]);
    // The outbox's worker sends the mail in its own time: wait for it, then long enough for a second one to show.
    const mailsTo = async () =>
      (await storedMails()).filter((mail) => deliveriesOf([mail]).includes(address('redelivered')));
    for (let waited = 0; (await mailsTo()).length === 0 && waited < 30_000; waited += 500)
      await new Promise((resolve) => setTimeout(resolve, 500));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await getRun(sent.id, periodKey)).toMatchObject({ status: 'succeeded', attempts: 1 });
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments.map((a) => a.filename)).toEqual([done.fileName]);
    expect((await exportSchedules.get(sent.id))?.lastRun).toMatchObject({ runId: periodKey, status: 'succeeded' });

    // A forced re-run is another run of the same period.
    const forced = await startRun(sent, { trigger: 'manual', periodKey, forced: true, by: 'admin' });
    expect(forced.started && forced.run.runId).toBe(`${periodKey}#F1`);
    await runWhen(sent.id, `${periodKey}#F1`, (run) => run.status === 'succeeded');
    const page = await runsOfSchedule(sent.id, { pageNumber: 1, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.items.map((run) => run.runId)).toEqual([`${periodKey}#F1`]);
  });

  it('retries a failing run with backoff, fails it on the third attempt and tells the admins once', async () => {
    // An order export whose supplier and layout are gone: the kind's own code refuses it, every time.
    const failing = await schedule('failing', {
      kind: 'orderExport',
      parameters: { supplierId: 999_999_999, orderLayoutId: 999_999_999 },
      startAfter: new Date('2045-01-01T00:00:00Z'),
    });
    const periodKey = '2045-01-01T07:30:00.000Z';
    // The run is made without its queue message: this test hands the worker its deliveries itself.
    await createRun({
      scheduleId: failing.id,
      runId: periodKey,
      periodKey,
      trigger: 'timer',
      forced: false,
      by: 'test',
    });
    const deliver = (n: number) =>
      exportRunWorker(sqsEvent(failing.id, periodKey, n), lambdaContext('export-run-worker'));

    for (const attempt of [1, 2]) {
      const answer = await deliver(attempt);
      expect(answer.batchItemFailures).toHaveLength(1);
      const run = await getRun(failing.id, periodKey);
      expect(run).toMatchObject({ status: 'retrying', attempts: attempt });
      expect(run?.error).toBeTruthy();
    }
    const last = await deliver(3);
    expect(last.batchItemFailures).toEqual([]);
    const failed = await getRun(failing.id, periodKey);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed?.finishedAt).toBeTruthy();
    expect((await exportSchedules.get(failing.id))?.lastRun).toMatchObject({ runId: periodKey, status: 'failed' });

    const subject = `Scheduled export "${failing.name}" failed`;
    const [notice] = await waitForMails(subject, 1);
    expect(notice?.body.text).toContain(failed?.error ?? '?');
    expect(notice?.body.text).toContain('/reporting/scheduled-exports');

    // A fourth delivery (the queue's own redelivery) finds the run failed: nothing runs, nobody is told again.
    expect((await deliver(4)).batchItemFailures).toEqual([]);
    expect(await getRun(failing.id, periodKey)).toMatchObject({ status: 'failed', attempts: 3 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await storedMails({ subject })).toHaveLength(1);
    expect(deliveriesOf([notice ?? ({} as never)]).length).toBeGreaterThanOrEqual(1);
  });

  it('fails a run whose attempts all stopped without an answer, instead of running it until the dead-letter queue', async () => {
    const crashing = await schedule('crashing', { startAfter: new Date('2045-08-01T00:00:00Z') });
    const periodKey = '2045-08-01T06:30:00.000Z';
    await createRun({
      scheduleId: crashing.id,
      runId: periodKey,
      periodKey,
      trigger: 'timer',
      forced: false,
      by: 'test',
    });
    // Three attempts that each died holding the run (a timeout, an out-of-memory): claimed, never finished.
    for (const attempt of [1, 2, 3]) {
      const claimed = await claimRun(crashing.id, periodKey, {
        leaseMs: 1,
        now: new Date(Date.now() - (4 - attempt) * 60_000),
        by: 'scheduler',
      });
      expect(claimed).toMatchObject({ status: 'running', attempts: attempt });
    }
    const answer = await exportRunWorker(sqsEvent(crashing.id, periodKey, 4), lambdaContext('export-run-worker'));
    expect(answer.batchItemFailures).toEqual([]);
    expect(await getRun(crashing.id, periodKey)).toMatchObject({
      status: 'failed',
      attempts: 4,
      error: STOPPED_WITHOUT_ANSWER,
    });
    expect((await exportSchedules.get(crashing.id))?.lastRun).toMatchObject({ runId: periodKey, status: 'failed' });
    const [notice] = await waitForMails(`Scheduled export "${crashing.name}" failed`, 1);
    expect(notice?.body.text).toContain(STOPPED_WITHOUT_ANSWER);
  });

  it('leaves a run another worker holds alone, and lets a worker take over one whose lease ran out', async () => {
    const held = await schedule('held', { startAfter: new Date('2045-03-01T00:00:00Z') });
    const periodKey = '2045-03-01T07:30:00.000Z';
    await createRun({ scheduleId: held.id, runId: periodKey, periodKey, trigger: 'timer', forced: false, by: 'test' });
    const other = await claimRun(held.id, periodKey, { leaseMs: 15 * 60_000, by: 'another worker' });
    expect(other).toMatchObject({ status: 'running', attempts: 1 });

    const answer = await exportRunWorker(sqsEvent(held.id, periodKey), lambdaContext('export-run-worker'));
    expect(answer.batchItemFailures).toEqual([]);
    expect(await getRun(held.id, periodKey)).toMatchObject({
      status: 'running',
      attempts: 1,
      modifiedBy: 'another worker',
    });

    // 16 minutes later the other worker is gone (its lease ran out): the run is taken over, and the late outcome of
    // the first attempt is no longer recorded.
    const later = new Date(Date.now() + 16 * 60_000);
    const takenOver = await claimRun(held.id, periodKey, { leaseMs: 15 * 60_000, now: later, by: 'scheduler' });
    expect(takenOver).toMatchObject({ status: 'running', attempts: 2 });
    expect(await finishRun(held.id, periodKey, 1, { status: 'succeeded' }, 'another worker')).toBe(false);
    expect(await finishRun(held.id, periodKey, 2, { status: 'empty', rows: 0 }, 'scheduler')).toBe(true);
    expect(await claimRun(held.id, periodKey, { leaseMs: 1, now: later, by: 'scheduler' })).toBeUndefined();
  });

  it("keeps the later run as the schedule's last run when an older one finishes after it", async () => {
    const kept = await schedule('last run order', { startAfter: new Date('2045-07-01T00:00:00Z') });
    const newer = { runId: 'b', status: 'succeeded' as const, startedAt: '2045-07-02T06:30:00.000Z' };
    await recordLastRun(kept.id, newer);
    await recordLastRun(kept.id, { runId: 'a', status: 'failed', startedAt: '2045-07-01T06:30:00.000Z' });
    expect((await exportSchedules.get(kept.id))?.lastRun).toEqual(newer);
    // The same run's later attempt (same start) still records its outcome.
    await recordLastRun(kept.id, { ...newer, status: 'failed' });
    expect((await exportSchedules.get(kept.id))?.lastRun).toMatchObject({ runId: 'b', status: 'failed' });
  });

  it('fails a run whose schedule was deleted, without running it', async () => {
    const gone = await schedule('gone', { startAfter: new Date('2045-06-01T00:00:00Z') });
    const periodKey = '2045-06-01T06:30:00.000Z';
    await createRun({ scheduleId: gone.id, runId: periodKey, periodKey, trigger: 'timer', forced: false, by: 'test' });
    await exportSchedules.remove(gone.id);
    const answer = await exportRunWorker(sqsEvent(gone.id, periodKey), lambdaContext('export-run-worker'));
    expect(answer.batchItemFailures).toEqual([]);
    expect(await getRun(gone.id, periodKey)).toMatchObject({ status: 'failed', error: 'The schedule was deleted.' });
  });
});
