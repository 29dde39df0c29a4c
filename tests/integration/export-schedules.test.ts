import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportScheduleRun, ExportScheduleView } from '@shelfline/shared/contracts/export-schedule.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { listAllLayouts } from '../../functions/data/content/report-layouts.repository.ts';
import {
  ExportScheduleEntity,
  type ExportScheduleRecord,
} from '../../functions/data/entities/export-schedule.entity.ts';
import {
  dueSchedules,
  editSchedule,
  exportSchedules,
  listSchedules,
  moveNextRun,
  recordLastRun,
} from '../../functions/data/export-schedules/export-schedules.repository.ts';
import { jobs, listJobsOfSupplier, listSuppliers } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { lastSlotAtOrBefore, nextSlotAfter } from '../../functions/domain/export-schedules/recurrence.ts';
import { api, signIn } from '../support/local-stack.ts';
import { DEMO_SUPERVISOR_ID } from '../support/workers.ts';

/** Every schedule this file creates, deleted at the end. */
const createdIds: number[] = [];

/** A schedule stored straight through the repository (the scheduler's side of it), due at `nextRunAt`. */
async function storedSchedule(nextRunAt: string | undefined, fields: Partial<ExportScheduleRecord> = {}) {
  const record: ExportScheduleRecord = {
    id: await nextId(ExportScheduleEntity.name),
    name: 'Repository test',
    kind: 'contacts',
    parameters: {},
    recurrence: { frequency: 'daily' },
    time: '06:00',
    timeZone: 'America/Toronto',
    recipients: [{ type: 'address', address: 'ops@example.com' }],
    sendEmpty: false,
    paused: false,
    nextRunAt,
    owner: 'admin',
    ...fields,
  };
  createdIds.push(record.id);
  return exportSchedules.create(record, 'test');
}

/** The stored item with its storage attributes (the due index keys). */
async function rawItem(id: number) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: ExportScheduleEntity.key(id), ConsistentRead: true }),
  );
  return Item;
}

// Far-future slots: the scheduler running on the same stack never finds these due.
const SLOT_A = '2098-01-01T00:00:00.001Z';
const SLOT_B = '2098-01-01T00:00:00.002Z';
const SLOT_C = '2098-01-01T00:00:00.003Z';

describe('export schedules repository (the scheduler’s writes)', () => {
  it('lists due schedules oldest slot first, up to now', async () => {
    const later = await storedSchedule(SLOT_B);
    const earlier = await storedSchedule(SLOT_A);
    const mine = (items: { id: number }[]) =>
      items.map((s) => s.id).filter((id) => id === later.id || id === earlier.id);
    expect(mine(await dueSchedules(new Date(SLOT_B), 1000))).toEqual([earlier.id, later.id]);
    expect(mine(await dueSchedules(new Date(SLOT_A), 1000))).toEqual([earlier.id]);
    expect((await listSchedules()).map((s) => s.id)).toEqual(expect.arrayContaining([earlier.id, later.id]));
  });

  it('moves the next run only from the expected slot, without moving version, and keeps the due index in step', async () => {
    const schedule = await storedSchedule(SLOT_A);
    expect(await moveNextRun(schedule.id, SLOT_B, SLOT_C)).toBe(false);
    expect(await moveNextRun(schedule.id, SLOT_A, SLOT_C)).toBe(true);
    // A second tick with the old expectation finds it moved.
    expect(await moveNextRun(schedule.id, SLOT_A, SLOT_C)).toBe(false);
    const item = await rawItem(schedule.id);
    expect(item).toMatchObject({
      nextRunAt: SLOT_C,
      version: 1,
      gsi2sk: ExportScheduleEntity.indexes?.gsi2?.({ ...schedule, nextRunAt: SLOT_C })?.sk,
    });
    const due = (await dueSchedules(new Date(SLOT_B), 1000)).map((s) => s.id);
    expect(due).not.toContain(schedule.id);

    expect(await moveNextRun(schedule.id, SLOT_C, undefined)).toBe(true);
    const removed = await rawItem(schedule.id);
    expect(removed?.nextRunAt).toBeUndefined();
    expect(removed?.gsi2pk).toBeUndefined();
    expect(await moveNextRun(schedule.id, undefined, SLOT_A)).toBe(true);
    expect((await rawItem(schedule.id))?.nextRunAt).toBe(SLOT_A);
  });

  it('leaves a paused or deleted schedule alone', async () => {
    const paused = await storedSchedule(undefined, { paused: true });
    expect(await moveNextRun(paused.id, undefined, SLOT_A)).toBe(false);
    expect((await rawItem(paused.id))?.nextRunAt).toBeUndefined();

    const gone = await storedSchedule(SLOT_A);
    await exportSchedules.remove(gone.id);
    expect(await moveNextRun(gone.id, SLOT_A, SLOT_B)).toBe(false);
    await recordLastRun(gone.id, { runId: SLOT_A, status: 'succeeded' });
    expect(await rawItem(gone.id)).toBeUndefined();
  });

  it('records the last run without moving version, and an admin edit keeps it', async () => {
    const schedule = await storedSchedule(SLOT_A);
    // The admin's form was read before the run finished.
    const read = await exportSchedules.getOrThrow(schedule.id);
    await recordLastRun(schedule.id, { runId: SLOT_A, status: 'succeeded', rows: 3 });
    expect((await rawItem(schedule.id))?.version).toBe(1);
    const edited = await editSchedule(read, { name: 'Renamed', nextRunAt: SLOT_B }, 'admin');
    expect(edited).toMatchObject({
      name: 'Renamed',
      version: 2,
      nextRunAt: SLOT_B,
      lastRun: { runId: SLOT_A, rows: 3 },
    });
    expect(await rawItem(schedule.id)).toMatchObject({ gsi2sk: `${SLOT_B}#${String(schedule.id).padStart(10, '0')}` });
    // A second edit from the same stale read is refused.
    await expect(editSchedule(read, { name: 'Again' }, 'admin')).rejects.toMatchObject({ statusCode: 409 });
    // Pausing removes the next run and leaves the due index.
    const paused = await editSchedule(edited, { paused: true, nextRunAt: undefined }, 'admin');
    expect(paused.nextRunAt).toBeUndefined();
    const item = await rawItem(schedule.id);
    expect(item?.gsi2pk).toBeUndefined();
    expect(item?.nextRunAt).toBeUndefined();
  });
});

// ------------------------------------------------------------------------------------------------ the API

type Errors = { errors: Record<string, string[]> | string };
type RunPage = { items: ExportScheduleRun[]; total: number; pageNumber: number; pageSize: number };

const tokens = { admin: '', am: '', sup: '', merch: '', crm: '', hr: '', cust: '' };
let supplierId = 0;
let jobId = 0;
let contactId = 0;

beforeAll(async () => {
  for (const login of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[login] = (await signIn(login, login === 'cust')).token;
  const supplier = (await listSuppliers()).find((s) => !s.isInactive);
  supplierId = supplier?.id ?? 0;
  jobId = (await listJobsOfSupplier(supplierId))[0]?.id ?? 0;
  const contact = await api<{ id: number }>('POST', `suppliers/${supplierId}/contacts`, {
    token: tokens.admin,
    body: { name: 'Schedule Recipient', email: 'recipient@example.com' },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  contactId = contact.body.id;
});

/** HH:mm twelve hours from now in the zone: the slots (last and next) stay ~12 h away while the tests run. */
function farFromNow(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(
    new Date(Date.now() + 12 * 3_600_000),
  );
}

const scheduleBody = (extra: Record<string, unknown> = {}) => ({
  name: `Weekly schedule ${Date.now().toString(36)}`,
  kind: 'schedule',
  parameters: { period: { type: 'lastWeek' }, jobId, sortExpression: [{ field: 'StoreNumber', direction: 'ASC' }] },
  recurrence: { frequency: 'daily' },
  time: farFromNow('America/Toronto'),
  timeZone: 'America/Toronto',
  recipients: [
    { type: 'worker', id: DEMO_SUPERVISOR_ID },
    { type: 'supplierContact', id: contactId },
    { type: 'address', address: 'Ops@Example.com' },
  ],
  ...extra,
});

async function createSchedule(extra: Record<string, unknown> = {}) {
  const created = await api<ExportScheduleView>('POST', 'exportSchedules', {
    token: tokens.admin,
    body: scheduleBody(extra),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  createdIds.push(created.body.id);
  return created.body;
}

/**
 * A paused schedule, stored paused (never in the due index, even for a moment), so that the scheduler's tests on the
 * same stack (ticks at far-future clocks) start none of its runs: the runs it has are the ones a test started with
 * Run now, which a paused schedule still takes.
 */
async function createPausedSchedule() {
  const stored = await storedSchedule(undefined, { paused: true, time: farFromNow('America/Toronto') });
  return (await api<ExportScheduleView>('GET', `exportSchedules/${stored.id}`, { token: tokens.admin })).body;
}

// Schedules left behind would be due at every far-future tick of the scheduler's tests.
afterAll(async () => {
  await Promise.all(createdIds.map((id) => api('DELETE', `exportSchedules/${id}`, { token: tokens.admin })));
});

const errorsOf = (body: unknown) => (body as Errors).errors as Record<string, string[]>;

describe('export schedules API: CRUD', () => {
  it('creates a schedule owned by the caller, due at its next slot, with its recurrence in words', async () => {
    const before = new Date();
    const body = scheduleBody({ recurrence: { frequency: 'weekly', daysOfWeek: [4, 1] } });
    const created = await createSchedule(body);
    const after = new Date();
    expect(created).toMatchObject({
      name: body.name,
      kind: 'schedule',
      owner: 'admin',
      paused: false,
      version: 1,
      sendEmpty: false,
      recipients: [
        { type: 'worker', id: DEMO_SUPERVISOR_ID },
        { type: 'supplierContact', id: contactId },
        { type: 'address', address: 'ops@example.com' },
      ],
      recurrenceText: `Weekly on Mon, Thu at ${body.time} (America/Toronto)`,
    });
    const clock = {
      recurrence: body.recurrence as { frequency: 'weekly'; daysOfWeek: number[] },
      time: body.time,
      timeZone: 'America/Toronto',
    };
    expect([nextSlotAfter(clock, before).toISOString(), nextSlotAfter(clock, after).toISOString()]).toContain(
      created.nextRunAt,
    );

    const got = await api<ExportScheduleView>('GET', `exportSchedules/${created.id}`, { token: tokens.admin });
    // The scheduler's tests on the same stack move every due schedule's next and last run: compare the rest.
    const { nextRunAt, lastRun, ...stable } = created;
    expect(got.body).toMatchObject(stable);
    const list = await api<ExportScheduleView[]>('GET', 'exportSchedules', { token: tokens.admin });
    expect(list.status).toBe(200);
    expect(list.body.find((s) => s.id === created.id)).toMatchObject(stable);
  });

  it('edits with the version it was read at, recomputing the next run in the new zone; a stale version is a 409', async () => {
    const created = await createSchedule();
    const { id, version, ...rest } = created;
    const time = farFromNow('Europe/London');
    const before = new Date();
    const edited = await api<ExportScheduleView>('PUT', `exportSchedules/${id}`, {
      token: tokens.admin,
      body: { ...rest, version, timeZone: 'Europe/London', time, name: 'Renamed schedule' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Renamed schedule',
      version: 2,
      timeZone: 'Europe/London',
      owner: 'admin',
    });
    expect(edited.body.recurrenceText).toBe(`Daily at ${time} (Europe/London)`);
    const clock = { recurrence: { frequency: 'daily' as const }, time, timeZone: 'Europe/London' };
    expect([nextSlotAfter(clock, before).toISOString(), nextSlotAfter(clock, new Date()).toISOString()]).toContain(
      edited.body.nextRunAt,
    );

    const stale = await api<Errors>('PUT', `exportSchedules/${id}`, {
      token: tokens.admin,
      body: { ...rest, version, name: 'Lost edit' },
    });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body.errors)).toContain('changed by someone else');
    expect((await api<ExportScheduleView>('GET', `exportSchedules/${id}`, { token: tokens.admin })).body.name).toBe(
      'Renamed schedule',
    );
  });

  it('deletes a schedule (204) and then answers 404 for it', async () => {
    const created = await createSchedule();
    expect((await api('DELETE', `exportSchedules/${created.id}`, { token: tokens.admin })).status).toBe(204);
    expect((await api('GET', `exportSchedules/${created.id}`, { token: tokens.admin })).status).toBe(404);
    expect((await api('DELETE', `exportSchedules/${created.id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('answers 404 for an unknown id on every call that takes one', async () => {
    const unknown = 999_999_999;
    const body = { ...scheduleBody(), version: 1 };
    const calls: [string, string, unknown?][] = [
      ['GET', `exportSchedules/${unknown}`],
      ['PUT', `exportSchedules/${unknown}`, body],
      ['DELETE', `exportSchedules/${unknown}`],
      ['POST', `exportSchedules/${unknown}/run`, {}],
      ['POST', `exportSchedules/${unknown}/pause`],
      ['POST', `exportSchedules/${unknown}/resume`],
      ['GET', `exportSchedules/${unknown}/runs`],
    ];
    for (const [method, path, callBody] of calls) {
      const result = await api<Errors>(method, path, { token: tokens.admin, body: callBody });
      expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(404);
    }
  });
});

describe('export schedules API: validation', () => {
  const refused = async (body: Record<string, unknown>, field: string, text: string) => {
    const result = await api<Errors>('POST', 'exportSchedules', { token: tokens.admin, body });
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(errorsOf(result.body)[field]?.join(' '), JSON.stringify(result.body)).toContain(text);
  };

  it('names each field the contract refuses', async () => {
    await refused(scheduleBody({ name: '' }), 'name', 'Name');
    await refused(scheduleBody({ time: '24:00' }), 'time', 'HH:mm');
    await refused(scheduleBody({ timeZone: 'Mars/Olympus' }), 'timeZone', 'IANA');
    await refused(scheduleBody({ recurrence: { frequency: 'weekly' } }), 'recurrence.daysOfWeek', 'at least one day');
    await refused(scheduleBody({ recurrence: { frequency: 'monthly' } }), 'recurrence.dayOfMonth', 'day of the month');
    await refused(scheduleBody({ parameters: { jobId } }), 'parameters.period', 'period is required');
    await refused(scheduleBody({ recipients: [] }), 'recipients', 'at least one recipient');
    await refused(
      scheduleBody({ recipients: [{ type: 'address', address: 'nope' }] }),
      'recipients.0.address',
      'e-mail',
    );
  });

  it('refuses recipients and parameters that do not exist', async () => {
    const missing = 999_999_999;
    await refused(
      scheduleBody({
        recipients: [
          { type: 'address', address: 'a@example.com' },
          { type: 'worker', id: missing },
        ],
      }),
      'recipients.1',
      `Worker ${missing} was not found`,
    );
    await refused(
      scheduleBody({ recipients: [{ type: 'supplierContact', id: missing }] }),
      'recipients.0',
      `Supplier contact ${missing} was not found`,
    );
    await refused(
      scheduleBody({ parameters: { period: { type: 'today' }, jobId: missing } }),
      'parameters.jobId',
      'Job',
    );
    const orders = { kind: 'orderExport', parameters: { supplierId: missing, orderLayoutId: missing } };
    const result = await api<Errors>('POST', 'exportSchedules', { token: tokens.admin, body: scheduleBody(orders) });
    expect(result.status).toBe(400);
    expect(errorsOf(result.body)).toMatchObject({
      'parameters.supplierId': [`Supplier ${missing} was not found.`],
      'parameters.orderLayoutId': [`Order export layout ${missing} was not found.`],
    });
  });

  it('refuses sort fields the report cannot sort by, and parameters the kind does not read', async () => {
    const sortedBy = (kind: string, field: string) =>
      scheduleBody({
        kind,
        parameters: { period: { type: 'lastWeek' }, sortExpression: [{ field, direction: 'ASC' }] },
      });
    await refused(sortedBy('schedule', 'Salary'), 'parameters.sortExpression', 'cannot be sorted by Salary');
    await refused(
      sortedBy('chargeApproval', 'StoreName'),
      'parameters.sortExpression',
      'cannot be sorted by StoreName',
    );
    await refused(
      scheduleBody({ kind: 'accountingExport', parameters: { invoiceKind: 'service', postingDate: 'runDate', jobId } }),
      'parameters.jobId',
      'jobId is not a parameter of accountingExport',
    );
    const accounting = await api('POST', 'exportSchedules', {
      token: tokens.admin,
      body: scheduleBody({ kind: 'accountingExport', parameters: { invoiceKind: 'service', postingDate: 'runDate' } }),
    });
    expect(accounting.status, JSON.stringify(accounting.body)).toBe(201);
  });
});

describe('export schedules API: a Summary’s audience', () => {
  it('goes only to staff and the job supplier’s contacts and users, for a report range of the job', async () => {
    const layouts = await listAllLayouts();
    const layout = layouts.find((l) => !l.inactive) ?? layouts[0];
    const job = await jobs.getOrThrow(layout?.jobId ?? 0);
    const own = await api<{ id: number }>('POST', `suppliers/${job.supplierId}/contacts`, {
      token: tokens.admin,
      body: { name: 'Summary Reader', email: 'summary.reader@example.com' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const otherSupplier = (await listSuppliers()).find((s) => s.id !== job.supplierId);
    const stranger = await api<{ id: number }>('POST', `suppliers/${otherSupplier?.id}/contacts`, {
      token: tokens.admin,
      body: { name: 'Other Supplier Contact', email: 'other.supplier@example.com' },
    });
    const summary = (recipients: unknown[], reportId = layout?.id) =>
      scheduleBody({ kind: 'summary', parameters: { jobId: job.id, reportId }, recipients });

    const refusedSummary = await api<Errors>('POST', 'exportSchedules', {
      token: tokens.admin,
      body: summary([
        { type: 'worker', id: DEMO_SUPERVISOR_ID },
        { type: 'supplierContact', id: stranger.body.id },
        { type: 'address', address: 'someone@elsewhere.example' },
        { type: 'address', address: 'summary.reader@example.com' },
      ]),
    });
    expect(refusedSummary.status).toBe(400);
    const message = "A job's Summary goes only to staff and to the contacts and users of the job's supplier.";
    expect(errorsOf(refusedSummary.body)).toEqual({ 'recipients.1': [message], 'recipients.2': [message] });

    const otherJobsRange = layouts.find((l) => l.jobId !== job.id);
    const wrongRange = await api<Errors>('POST', 'exportSchedules', {
      token: tokens.admin,
      body: summary([{ type: 'supplierContact', id: own.body.id }], otherJobsRange?.id),
    });
    expect(wrongRange.status).toBe(400);
    expect(errorsOf(wrongRange.body)['parameters.reportId']?.[0]).toBe(
      `Report range ${otherJobsRange?.id} is not one of job ${job.jobNumber}'s.`,
    );

    const accepted = await api('POST', 'exportSchedules', {
      token: tokens.admin,
      body: summary([
        { type: 'worker', id: DEMO_SUPERVISOR_ID },
        { type: 'supplierContact', id: own.body.id },
        { type: 'address', address: 'Summary.Reader@example.com' },
      ]),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });
});

describe('export schedules API: roles', () => {
  it('refuses every non-admin role on all 9 calls (403)', async () => {
    const created = await createSchedule();
    const id = created.id;
    const calls: [string, string, unknown?][] = [
      ['GET', 'exportSchedules'],
      ['GET', `exportSchedules/${id}`],
      ['POST', 'exportSchedules', scheduleBody()],
      ['PUT', `exportSchedules/${id}`, { ...scheduleBody(), version: 1 }],
      ['DELETE', `exportSchedules/${id}`],
      ['POST', `exportSchedules/${id}/run`, {}],
      ['POST', `exportSchedules/${id}/pause`],
      ['POST', `exportSchedules/${id}/resume`],
      ['GET', `exportSchedules/${id}/runs`],
    ];
    for (const role of ['am', 'sup', 'merch', 'crm', 'hr', 'cust'] as const)
      for (const [method, path, body] of calls) {
        const result = await api(method, path, { token: tokens[role], body });
        expect(result.status, `${role} ${method} ${path}`).toBe(403);
      }
    const still = await api<ExportScheduleView>('GET', `exportSchedules/${id}`, { token: tokens.admin });
    expect(still.body).toMatchObject({ version: 1, paused: false });
  });
});

describe('export schedules API: pause and resume', () => {
  it('pause removes the next run; resume computes it from now, without catching up', async () => {
    const created = await createSchedule();
    const paused = await api<ExportScheduleView>('POST', `exportSchedules/${created.id}/pause`, {
      token: tokens.admin,
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body).toMatchObject({ paused: true, version: 2 });
    expect(paused.body.nextRunAt).toBeUndefined();
    const again = await api<Errors>('POST', `exportSchedules/${created.id}/pause`, { token: tokens.admin });
    expect(again.status).toBe(409);
    expect(again.body.errors).toBe(`Scheduled export "${created.name}" is already paused.`);

    const before = new Date();
    const resumed = await api<ExportScheduleView>('POST', `exportSchedules/${created.id}/resume`, {
      token: tokens.admin,
    });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({ paused: false, version: 3 });
    const clock = { recurrence: created.recurrence, time: created.time, timeZone: created.timeZone };
    expect([nextSlotAfter(clock, before).toISOString(), nextSlotAfter(clock, new Date()).toISOString()]).toContain(
      resumed.body.nextRunAt,
    );
    expect(Date.parse(resumed.body.nextRunAt ?? '')).toBeGreaterThan(before.getTime());
    const notPaused = await api<Errors>('POST', `exportSchedules/${created.id}/resume`, { token: tokens.admin });
    expect(notPaused.status).toBe(409);
    expect(notPaused.body.errors).toBe(`Scheduled export "${created.name}" is not paused.`);
  });

  it('an edit of a paused schedule keeps it paused, without a next run', async () => {
    const created = await createSchedule();
    const paused = await api<ExportScheduleView>('POST', `exportSchedules/${created.id}/pause`, {
      token: tokens.admin,
    });
    const { id, recurrenceText, ...rest } = paused.body;
    const edited = await api<ExportScheduleView>('PUT', `exportSchedules/${id}`, {
      token: tokens.admin,
      body: { ...rest, name: 'Paused and edited' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ paused: true, name: 'Paused and edited' });
    expect(edited.body.nextRunAt).toBeUndefined();
  });
});

describe('export schedules API: Run now and runs', () => {
  it('runs the current period once; again is a 409 naming force; with force a recorded re-run', async () => {
    const created = await createPausedSchedule();
    const clock = { recurrence: created.recurrence, time: created.time, timeZone: created.timeZone };
    const periodKey = lastSlotAtOrBefore(clock, new Date()).toISOString();
    const first = await api<ExportScheduleRun>('POST', `exportSchedules/${created.id}/run`, {
      token: tokens.admin,
      body: {},
    });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({
      runId: periodKey,
      periodKey,
      scheduleId: created.id,
      trigger: 'manual',
      forced: false,
    });

    const second = await api<Errors>('POST', `exportSchedules/${created.id}/run`, { token: tokens.admin, body: {} });
    expect(second.status).toBe(409);
    expect(errorsOf(second.body).force?.[0]).toMatch(
      /^This period already ran on \d{4}-\d\d-\d\d \d\d:\d\d: run it again\?$/,
    );

    const forced = await api<ExportScheduleRun>('POST', `exportSchedules/${created.id}/run`, {
      token: tokens.admin,
      body: { force: true },
    });
    expect(forced.status, JSON.stringify(forced.body)).toBe(202);
    expect(forced.body).toMatchObject({ runId: `${periodKey}#F1`, periodKey, forced: true, trigger: 'manual' });

    const runs = await api<RunPage>('GET', `exportSchedules/${created.id}/runs?pageSize=1`, { token: tokens.admin });
    expect(runs.status, JSON.stringify(runs.body)).toBe(200);
    expect(runs.body).toMatchObject({ total: 2, pageNumber: 1, pageSize: 1 });
    expect(runs.body.items.map((r) => r.runId)).toEqual([`${periodKey}#F1`]);
    const page2 = await api<RunPage>('GET', `exportSchedules/${created.id}/runs?pageSize=1&pageNumber=2`, {
      token: tokens.admin,
    });
    expect(page2.body.items.map((r) => r.runId)).toEqual([periodKey]);
    expect(Object.keys(page2.body.items[0] ?? {})).not.toContain('fileKey');
  });

  it('keeps the runs of a deleted schedule as history', async () => {
    const created = await createPausedSchedule();
    const run = await api<ExportScheduleRun>('POST', `exportSchedules/${created.id}/run`, {
      token: tokens.admin,
      body: {},
    });
    expect(run.status, JSON.stringify(run.body)).toBe(202);
    expect((await api('DELETE', `exportSchedules/${created.id}`, { token: tokens.admin })).status).toBe(204);
    const runs = await api<RunPage>('GET', `exportSchedules/${created.id}/runs`, { token: tokens.admin });
    expect(runs.status, JSON.stringify(runs.body)).toBe(200);
    expect(runs.body.items.map((r) => r.runId)).toEqual([run.body.runId]);
  });
});
