import type { Job } from '@shelfline/shared/contracts/job.contract';
import type { LogFile, LogText } from '@shelfline/shared/contracts/log.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadLink } from '../../functions/common/aws/s3-objects.ts';
import { env } from '../../functions/common/env.ts';
import { ordersByIds } from '../../functions/data/content/order-export.repository.ts';
import type { ExportScheduleRecord } from '../../functions/data/entities/export-schedule.entity.ts';
import type { ExportScheduleRunRecord } from '../../functions/data/entities/export-schedule-run.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { objectBytes } from '../../functions/data/files/file-objects.ts';
import { listFileRows } from '../../functions/data/files/files.repository.ts';
import { listFolders } from '../../functions/data/files/folders.repository.ts';
import { listPermissions } from '../../functions/data/files/permissions.repository.ts';
import { jobs, listJobsOfSupplier } from '../../functions/data/master-data/master-data.repository.ts';
import { getBatch, invoicesByIds, listBatchNumbers } from '../../functions/data/money/accounting-batches.repository.ts';
import { deliverExport } from '../../functions/domain/export-schedules/deliver-export.ts';
import {
  exportAccountingBatch,
  postingDateOf,
  unexportedInvoiceIds,
} from '../../functions/domain/export-schedules/kinds/accounting-export.ts';
import {
  type KindRun,
  ownerCaller,
  type ProducedFile,
  produceExport,
  scheduledExportKey,
} from '../../functions/domain/export-schedules/produce-export.ts';
import { appendRunLog, runLogLine, runLogName } from '../../functions/domain/export-schedules/run-log.ts';
import { putTestLayout, putTestReport } from '../support/content-fixtures.ts';
import { api, signIn } from '../support/local-stack.ts';
import { waitForMails } from '../support/mail-store.ts';
import { putSubmittedClientInvoice, putSubmittedServiceInvoice } from '../support/money-fixtures.ts';
import { putTestOrder } from '../support/order-export-fixtures.ts';
import { testMonth } from '../support/services.ts';
import { custSupplierId, servicesOfSupplier } from '../support/summary-fixtures.ts';
import { workbookRows } from '../support/workbook-rows.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';

/*
 * What a scheduled run produces and how it is delivered (brief files-mail-recruiting §7.4), called directly with
 * schedules built here (the runner, its queue and its records are export-schedule-runs.test.ts). Every kind that
 * changes data works on records of this file's own: a supplier of its own (orders, its UME folder), its own invoices.
 */

type Stored = Service & { version: number };

const tag = letterTag();
let admin = '';
let scheduleSeq = 0;
let supplier: { id: number; name: string };
let exportJob: {
  job: Awaited<ReturnType<typeof jobs.getOrThrow>>;
  jobProduct: { id: number; productId: number; product: string; serviceTypeId: number };
};
let staffId = 0;
let inactiveId = 0;
let contactId = 0;
let silentContactId = 0;
const staffEmail = `sched.staff.${tag}@example.com`;
const contactEmail = `sched.contact.${tag}@example.com`;
const typedAddress = `sched.typed.${tag}@example.com`;

beforeAll(async () => {
  admin = (await signIn('admin')).token;
  const created = await api<{ id: number; name: string }>('POST', 'suppliers', {
    token: admin,
    body: { code: `SX${tag}`.slice(0, 20), name: `Scheduled Supplier ${tag}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  supplier = created.body;
  const contact = (body: Record<string, unknown>) =>
    api<{ id: number }>('POST', `suppliers/${supplier.id}/contacts`, { token: admin, body });
  const [withMail, withoutMail] = await Promise.all([
    contact({ name: 'Pat Buyer', email: contactEmail, isPrimary: true }),
    contact({ name: 'Sam Silent', isPrimary: false }),
  ]);
  expect([withMail.status, withoutMail.status]).toEqual([201, 201]);
  contactId = withMail.body.id;
  silentContactId = withoutMail.body.id;
  [staffId, inactiveId] = await Promise.all([
    createTestWorker({ code: `sst${tag}`, firstName: 'Stella', lastName: `Staff${tag}`, email: staffEmail }),
    createTestWorker({
      code: `sin${tag}`,
      firstName: 'Ian',
      lastName: `Inactive${tag}`,
      email: `sched.inactive.${tag}@example.com`,
      inactive: true,
    }),
  ]);
  exportJob = await jobOfSupplier(supplier.id);
});

/** A job of the test's supplier with one product (through the API, as the order fixtures need). */
async function jobOfSupplier(supplierId: number) {
  const catalogue = await api<{ id: number }[]>('GET', 'products', { token: admin });
  const retailers = await api<{ id: number; isInactive?: boolean }[]>('GET', 'retailers', { token: admin });
  const retailer = retailers.body.find((r) => !r.isInactive);
  const created = await api<Job>('POST', 'jobs', {
    token: admin,
    body: {
      jobNumber: `SX${tag}`,
      description: 'Scheduled export job',
      hourlyRate: 30,
      retailerId: retailer?.id,
      supplierId,
      products: [{ productId: catalogue.body[0]?.id, serviceTypeId: 1 }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const products = await api<{ id: number; productId: number; product: string; serviceTypeId: number }[]>(
    'GET',
    `jobs/jobProducts?jobId=${created.body.id}`,
    { token: admin },
  );
  const [jobProduct] = products.body;
  if (!jobProduct) throw new Error('the job has no product');
  return { job: await jobs.getOrThrow(created.body.id), jobProduct };
}

function scheduleOf(fields: Pick<ExportScheduleRecord, 'kind' | 'parameters'> & Partial<ExportScheduleRecord>) {
  const schedule: ExportScheduleRecord = {
    id: 900_000 + Math.floor(Math.random() * 90_000) + ++scheduleSeq,
    name: `Scheduled ${fields.kind} ${tag}-${scheduleSeq}`,
    recurrence: { frequency: 'weekly', daysOfWeek: [1] },
    time: '07:00',
    timeZone: 'America/Toronto',
    recipients: [{ type: 'address', address: typedAddress }],
    sendEmpty: false,
    paused: false,
    owner: 'admin',
    ...fields,
  };
  return schedule;
}

const SLOT = new Date('2026-11-23T12:00:00.000Z');

function runOf(schedule: ExportScheduleRecord, runId: string, dates: { fromDate?: string; toDate?: string } = {}) {
  const run: ExportScheduleRunRecord = {
    id: `${schedule.id}|${runId}`,
    runId,
    scheduleId: schedule.id,
    periodKey: SLOT.toISOString(),
    trigger: 'manual',
    forced: false,
    status: 'running',
    attempts: 1,
    queuedAt: new Date().toISOString(),
    recipients: [],
    ...dates,
  };
  return run;
}

const produce = (schedule: ExportScheduleRecord, runId: string, dates: { fromDate?: string; toDate?: string } = {}) =>
  produceExport(schedule, { runId, slot: SLOT, ...dates, by: `Schedule: ${schedule.name}` });

async function rowsOf(file: ProducedFile): Promise<unknown[][]> {
  const link = await downloadLink({
    bucket: env.bucket('filesBucket'),
    key: file.key,
    fileName: file.fileName,
    contentType: file.contentType,
  });
  return workbookRows(link.url);
}

describe('order export', () => {
  it('exports the supplier’s unexported orders as Schedule: {name}, then 0 rows; mails and files it in its UME folder', async () => {
    const orders = await Promise.all([putTestOrder(exportJob, { lines: 2 }), putTestOrder(exportJob, { lines: 3 })]);
    const schedule = scheduleOf({
      kind: 'orderExport',
      parameters: { supplierId: supplier.id, orderLayoutId: 1, toUmeFolder: true },
      recipients: [
        { type: 'worker', id: staffId },
        { type: 'worker', id: inactiveId },
        { type: 'supplierContact', id: contactId },
        { type: 'supplierContact', id: silentContactId },
        { type: 'address', address: typedAddress },
      ],
    });
    const runId = `${SLOT.toISOString()}`;
    const file = await produce(schedule, runId);
    expect(file.key).toBe(scheduledExportKey(schedule, runId, SLOT, 'xlsx'));
    expect(file.key).toMatch(new RegExp(`^exports/scheduled/orderExport/2026/11/${schedule.id}-[A-Za-z0-9-]+\\.xlsx$`));
    expect(file.rows).toBe(5);
    expect(file.bytes).toBeGreaterThan(0);
    expect(await rowsOf(file)).toHaveLength(1 + 5);

    const stored = await ordersByIds(orders.map((o) => o.id));
    for (const order of stored) {
      expect(order.status).toBe('Exported');
      expect(order.exportedBy).toBe(`Schedule: ${schedule.name}`);
      expect(order.exportFileName).toBe(file.fileName);
    }

    // A retried attempt of the same run answers the file it exported, not an empty one.
    expect(await produce(schedule, runId)).toMatchObject({ rows: 5, key: file.key });
    // The next run finds nothing left: an empty workbook with the layout's header.
    const next = await produce(schedule, `${SLOT.toISOString()}#F1`);
    expect(next.rows).toBe(0);
    expect(await rowsOf(next)).toHaveLength(1);

    const delivery = await deliverExport(schedule, runOf(schedule, runId), file);
    expect(delivery.recipients.sort()).toEqual([contactEmail, staffEmail, typedAddress].sort());
    expect(delivery.skipped.sort()).toEqual([`Ian Inactive${tag} (inactive)`, 'Sam Silent (no e-mail address)'].sort());
    expect(delivery.deliveredTo).toEqual([`UME folder ${supplier.name}: ${file.fileName}`]);

    const [mail] = await waitForMails(`${schedule.name}: ${file.fileName}`, 1);
    expect(mail?.envelope?.sort()).toEqual([contactEmail, staffEmail, typedAddress].sort());
    expect(mail?.destination.to).toEqual([]);
    expect(mail?.body.text).toContain('Kind: Order export');
    expect(mail?.body.text).toContain('Rows: 5');
    expect(mail?.attachments.map((a) => a.filename)).toEqual([file.fileName]);
    expect(mail?.attachments[0]?.size).toBe(file.bytes);

    // The supplier had no UME folder: it got one, granted to the whole supplier, holding the file.
    const folder = (await listFolders('ume')).find((f) => f.parentId === 0 && f.fullName === supplier.name);
    expect(folder).toBeDefined();
    const permissions = await listPermissions(folder?.id ?? 0);
    expect(permissions.map((p) => [p.supplierId, p.userId])).toEqual([[supplier.id, undefined]]);
    const files = await listFileRows('ume', folder?.id ?? 0);
    expect(files.map((f) => f.fileName)).toEqual([file.fileName]);
    // A retried delivery of the run keeps no second copy; another schedule's file of that name is numbered.
    await deliverExport({ ...schedule, recipients: [] }, runOf(schedule, runId), file);
    const other = { ...schedule, name: `${schedule.name} bis`, recipients: [] };
    await deliverExport(other, runOf(other, runId), file);
    expect((await listFolders('ume')).filter((f) => f.fullName === supplier.name)).toHaveLength(1);
    expect((await listFileRows('ume', folder?.id ?? 0)).map((f) => f.fileName).sort()).toEqual(
      [file.fileName, file.fileName.replace('.xlsx', ' (2).xlsx')].sort(),
    );
  });
});

describe('schedule export and reports', () => {
  it('writes the schedule export of the period and job, every state, in the list’s order', async () => {
    const orders = await Promise.all([putTestOrder(exportJob), putTestOrder(exportJob)]);
    const month = orders[0]?.submittedAt?.slice(0, 7) ?? '';
    const schedule = scheduleOf({
      kind: 'scheduleExport',
      parameters: { period: { type: 'previousMonth' }, jobId: exportJob.job.id },
    });
    const dates = { fromDate: `${month}-01`, toDate: `${month}-28` };
    const file = await produce(schedule, SLOT.toISOString(), dates);
    const rows = await rowsOf(file);
    expect(rows[0]?.slice(0, 2)).toEqual(['Service Id', 'Earliest']);
    // The job's services of the month: those of the previous test's orders (exported) and these two.
    const ids = rows.slice(1).map((r) => r[0]);
    for (const order of orders) expect(ids).toContain(order.serviceId);
    expect(file.rows).toBe(ids.length);
    expect(file.fileName).toMatch(/^schedules-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('does not attach a file over 10 MB: staff are told where to download it, external recipients that it was too large', async () => {
    const schedule = scheduleOf({
      kind: 'scheduleExport',
      parameters: { period: { type: 'lastWeek' }, jobId: exportJob.job.id },
      recipients: [
        { type: 'worker', id: staffId },
        { type: 'address', address: typedAddress },
      ],
    });
    const dates = { fromDate: '2031-01-05', toDate: '2031-01-11' };
    const file = await produce(schedule, SLOT.toISOString(), dates);
    const large = { ...file, bytes: 12 * 1024 * 1024 };
    const delivery = await deliverExport(schedule, runOf(schedule, SLOT.toISOString(), dates), large);
    expect(delivery.deliveredTo).toEqual([
      'E-mail without the file (12.0 MB, over 10 MB): staff told where to download it',
    ]);
    const mails = await waitForMails(`${schedule.name}: ${file.fileName}`, 2);
    const to = (address: string) => mails.find((mail) => mail.envelope?.includes(address));
    expect(to(staffEmail)?.body.text).toContain('/reporting/scheduled-exports');
    expect(to(staffEmail)?.body.text).toContain('Period: 2031-01-05 to 2031-01-11');
    expect(to(typedAddress)?.body.text).toContain('too large to send by e-mail');
    expect(to(typedAddress)?.body.text).not.toContain('/reporting');
    expect(mails.flatMap((mail) => mail.attachments)).toEqual([]);
  });

  it('writes a report with the schedule’s parameters and the run’s period', async () => {
    const orders = await Promise.all([putTestOrder(exportJob)]);
    const month = orders[0]?.submittedAt?.slice(0, 7) ?? '';
    const schedule = scheduleOf({
      kind: 'schedule',
      parameters: { period: { type: 'thisMonth' }, jobId: exportJob.job.id },
    });
    const file = await produce(schedule, SLOT.toISOString(), { fromDate: `${month}-01`, toDate: `${month}-28` });
    expect(file.fileName).toMatch(/^schedule-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.rows).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(file)).toHaveLength(1 + file.rows);
    // Another period: nothing of the job.
    const empty = await produce(scheduleOf({ ...schedule }), `${SLOT.toISOString()}#F1`, {
      fromDate: '2031-01-01',
      toDate: '2031-01-07',
    });
    expect(empty.rows).toBe(0);
  });
});

describe('summary', () => {
  it('holds what the customer sees: released rows of a release-required range, client columns only', async () => {
    const supplierId = await custSupplierId();
    const month = await testMonth();
    const [a, b] = (await servicesOfSupplier(supplierId, 'own', 2, month.day(4), {
      merchandiserId: 9997,
      merchandiserName: 'Hidden Merchandiser',
    })) as [Stored, Stored];
    const layout = await putTestLayout(a, {
      from: month.from,
      to: month.to,
      questions: 1,
      layout: { releaseRequired: true },
    });
    await Promise.all([putTestReport(a, layout, { released: true }), putTestReport(b, layout)]);
    const schedule = scheduleOf({ kind: 'summary', parameters: { jobId: layout.jobId, reportId: layout.id } });
    const file = await produce(schedule, SLOT.toISOString());
    expect(file.rows).toBe(1);
    const rows = await rowsOf(file);
    expect(rows).toHaveLength(2);
    const header = rows[0] as string[];
    expect(header).not.toContain('Merchandiser');
    expect(header).not.toContain('Released');
    expect(header).not.toContain('Exceptions');
    expect(header).toContain('Reviewed');
    expect(rows[1]).toContain(a.storeName);
    expect(JSON.stringify(rows)).not.toContain('Hidden Merchandiser');
    expect(file.fileName).toMatch(/^summary-2026-11-23-12-00\.xlsx$/);
    // Delivered to its job's supplier: that supplier's jobs hold the job.
    expect((await listJobsOfSupplier(supplierId)).map((j) => j.id)).toContain(layout.jobId);
  });
});

describe('accounting export', () => {
  const by = `Schedule: Accounting ${tag}`;
  const runFor = (kind: 'service' | 'client', runId: string): KindRun => {
    const schedule = scheduleOf({
      kind: 'accountingExport',
      parameters: { invoiceKind: kind, postingDate: 'lastDayOfPreviousMonth' },
    });
    return {
      schedule,
      runId,
      slot: SLOT,
      by,
      caller: ownerCaller(schedule),
      objectFor: (extension) => ({
        bucket: env.bucket('filesBucket'),
        key: scheduledExportKey(schedule, runId, SLOT, extension),
      }),
    };
  };

  it('takes what a manual export could (not a worker on payroll hold); one batch, posted on the previous month’s end', async () => {
    const [workerId, heldId] = await Promise.all([
      createTestWorker({ code: `acc${tag}`, firstName: 'Ava', lastName: `Ledger${tag}` }),
      createTestWorker({ code: `hld${tag}`, firstName: 'Hal', lastName: `Held${tag}`, isPayrollOnHold: true }),
    ]);
    const [invoice, held] = await Promise.all([
      putSubmittedServiceInvoice({ employeeId: workerId, servicesCents: 12_345 }),
      putSubmittedServiceInvoice({ employeeId: heldId, servicesCents: 500 }),
    ]);
    const waiting = await unexportedInvoiceIds('service');
    expect(waiting).toContain(invoice.id);
    expect(waiting).not.toContain(held.id);

    // Only this file's invoice (the kind's selection is every waiting invoice: other files' too).
    const run = runFor('service', SLOT.toISOString());
    const file = await exportAccountingBatch(run, 'service', [invoice.id], run.objectFor('csv'));
    expect(file.rows).toBe(1);
    const [moved] = await invoicesByIds('service', [invoice.id]);
    const batchNum = moved?.invoice.batchNum ?? 0;
    expect(batchNum).toBeGreaterThan(0);
    const batch = await getBatch('service', batchNum);
    expect(batch).toMatchObject({ state: 'done', invoiceIds: [invoice.id], exportedBy: by, postedDate: '2026-10-31' });
    const text = (await objectBytes(file.key)).toString('utf8');
    expect(text).toContain('123.45');
    expect(postingDateOf('runDate', SLOT, 'America/Toronto')).toBe('2026-11-23');
  });

  it('moves client invoices to UploadedToMYOB; an empty run opens no batch', async () => {
    const client = await putSubmittedClientInvoice({ lines: [{ jobNumber: `SX${tag}`, amountCents: 10_000 }] });
    const run = runFor('client', SLOT.toISOString());
    expect((await exportAccountingBatch(run, 'client', [client.id], run.objectFor('csv'))).rows).toBe(1);
    const [moved] = await invoicesByIds('client', [client.id]);
    expect(moved?.kind === 'client' ? moved.invoice.status : undefined).toBe(2);

    const before = await listBatchNumbers('client');
    const emptyRun = runFor('client', `${SLOT.toISOString()}#F1`);
    const empty = await exportAccountingBatch(emptyRun, 'client', [], emptyRun.objectFor('csv'));
    expect(empty.rows).toBe(0);
    const opened = (await listBatchNumbers('client')).filter((n) => !before.includes(n));
    const ours = await Promise.all(opened.map((n) => getBatch('client', n)));
    expect(ours.filter((b) => b?.exportedBy === by && b.invoiceIds.length === 0)).toEqual([]);
    expect((await objectBytes(empty.key)).length).toBeLessThanOrEqual(3);
  });
});

describe('run log', () => {
  it('appends each run to the day’s log, which GET logs lists and reads', async () => {
    const schedule = scheduleOf({ kind: 'contacts', parameters: {} });
    const run = { ...runOf(schedule, SLOT.toISOString()), status: 'succeeded' as const, rows: 7 };
    const line = runLogLine(schedule, run);
    await appendRunLog(line);
    await appendRunLog(`${line} again`);
    const name = runLogName(new Date());
    const listed = await api<LogFile[] | { items: LogFile[] }>('GET', 'logs', { token: admin });
    expect(listed.status).toBe(200);
    const files = Array.isArray(listed.body) ? listed.body : listed.body.items;
    expect(files.map((f) => f.name)).toContain(name);
    const log = await api<LogText>('GET', `logs/${name}`, { token: admin });
    expect(log.status).toBe(200);
    expect(log.body.text).toContain(`schedule=${schedule.id} name=${JSON.stringify(schedule.name)} kind=contacts`);
    expect(log.body.text).toContain('status=succeeded');
    expect(log.body.text).toContain('rows=7');
    expect(log.body.text).toContain(`${line} again\n`);
  });
});
