import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  AccountingExportResult,
  ClientInvoiceRow,
  ServiceInvoiceRow,
} from '@shelfline/shared/contracts/accounting-export.contract';
import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { AccountingBatchEntity } from '../../functions/data/entities/accounting-batch.entity.ts';
import { findCompanyInfo } from '../../functions/data/master-data/reference-data.repository.ts';
import {
  claimInvoices,
  getBatch,
  invoicesByIds,
  openBatch,
} from '../../functions/data/money/accounting-batches.repository.ts';
import { exportInvoices } from '../../functions/domain/money/accounting-export/export-invoices.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { doneService } from '../support/charge-fixtures.ts';
import { api, signIn } from '../support/local-stack.ts';
import { putSubmittedClientInvoice, putSubmittedServiceInvoice } from '../support/money-fixtures.ts';
import { testMonth } from '../support/services.ts';
import { workbookRows } from '../support/workbook-rows.ts';
import { createTestWorker, DEMO_SUPERVISOR_ID, letterTag } from '../support/workers.ts';
import { generate, putCharge, testSupplier } from './customer-invoicing-support.ts';

type Errors = { errors: Record<string, string[]> | string };

const tokens = { admin: '', am: '', sup: '', merch: '', crm: '', hr: '', cust: '' };
const HST_ON = { code: 'HST', rate: 13 };
const GST = { code: 'GST', rate: 5 };
let workerId = 0;
let heldWorkerId = 0;

beforeAll(async () => {
  for (const login of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[login] = (await signIn(login, login === 'cust')).token;
  const tag = letterTag();
  workerId = await createTestWorker({ code: `acct${tag}`, firstName: 'Avery', lastName: `Ledger${tag}` });
  heldWorkerId = await createTestWorker({
    code: `held${tag}`,
    firstName: 'Holden',
    lastName: `Onhold${tag}`,
    isPayrollOnHold: true,
  });
});

const serviceInvoice = (fields: { servicesCents: number; miscCents?: number; worker?: number; taxed?: boolean }) =>
  putSubmittedServiceInvoice({
    employeeId: fields.worker ?? workerId,
    empFullname: 'Avery Ledger',
    servicesCents: fields.servicesCents,
    miscCents: fields.miscCents,
    tax: fields.taxed ? HST_ON : undefined,
  });

/** `null`: no posting date at all. */
const exportService = (invoiceIds: number[], postedDate: string | null = '2026-11-20') =>
  api<AccountingExportResult & Errors>('POST', 'accountingExport/serviceInvoices/export', {
    token: tokens.admin,
    body: postedDate === null ? { invoiceIds } : { invoiceIds, postedDate },
  });

const exportClient = (invoiceIds: number[]) =>
  api<AccountingExportResult & Errors>('POST', 'accountingExport/clientInvoices/export', {
    token: tokens.admin,
    body: { invoiceIds },
  });

async function serviceRows(batchNumber: number) {
  const result = await api<ServiceInvoiceRow[]>('GET', `accountingExport/serviceInvoices?batchNumber=${batchNumber}`, {
    token: tokens.admin,
  });
  expect(result.status).toBe(200);
  return result.body;
}

async function clientRows(batchNumber: number) {
  const result = await api<ClientInvoiceRow[]>('GET', `accountingExport/clientInvoices?batchNumber=${batchNumber}`, {
    token: tokens.admin,
  });
  expect(result.status).toBe(200);
  return result.body;
}

async function fileText(file: ExportedFile | undefined): Promise<string> {
  expect(file).toBeDefined();
  const response = await fetch(file?.url ?? '');
  expect(response.status).toBe(200);
  return (await response.text()).replace(/^\uFEFF/, '');
}

const linesOf = (text: string) => text.split('\r\n');

describe('roles', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', 'accountingExport/serviceInvoices?batchNumber=0'],
    ['GET', 'accountingExport/serviceInvoices/batches'],
    ['GET', 'accountingExport/clientInvoices?batchNumber=0'],
    ['GET', 'accountingExport/clientInvoices/batches'],
    ['POST', 'accountingExport/serviceInvoices/export', { invoiceIds: [1], postedDate: '2026-11-20' }],
    ['POST', 'accountingExport/clientInvoices/export', { invoiceIds: [1] }],
    ['POST', 'accountingExport/service/export/excel', { batchNumber: 0 }],
    ['POST', 'accountingExport/client/export/excel', { batchNumber: 0 }],
    ['POST', 'accountingExport/activeJobs/export', {}],
  ];

  it('refuses every call to everyone but admins (403)', async () => {
    for (const login of ['am', 'sup', 'merch', 'crm', 'hr', 'cust'] as const)
      for (const [method, path, body] of calls)
        expect((await api(method, path, { token: tokens[login], body })).status, `${login} ${path}`).toBe(403);
  });

  it('answers admins on the reads', async () => {
    for (const [method, path] of calls.slice(0, 4))
      expect((await api(method, path, { token: tokens.admin })).status, path).toBe(200);
  });
});

describe('validation', () => {
  it('asks for at least one invoice and, for service invoices, a posting date', async () => {
    const none = await exportService([]);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body.errors)).toContain('Choose at least one invoice.');
    const noneClient = await exportClient([]);
    expect(noneClient.status).toBe(400);
    expect(JSON.stringify(noneClient.body.errors)).toContain('Choose at least one invoice.');
    const invoice = await serviceInvoice({ servicesCents: 1_000 });
    const noDate = await exportService([invoice.id], null);
    expect(noDate.status).toBe(400);
    expect(JSON.stringify(noDate.body.errors)).toContain('Posting date is required.');
    const badDate = await exportService([invoice.id], '2026-02-30');
    expect(badDate.status).toBe(400);
  });

  it('names an unknown field and a batch number that is not a number (400)', async () => {
    const calls: [string, unknown][] = [
      ['accountingExport/serviceInvoices/export', { invoiceIds: [1], postedDate: '2026-11-20', foo: 1 }],
      ['accountingExport/clientInvoices/export', { invoiceIds: [1], foo: 1 }],
      ['accountingExport/service/export/excel', { batchNumber: 0, foo: 1 }],
      ['accountingExport/client/export/excel', { batchNumber: 0, foo: 1 }],
    ];
    for (const [path, body] of calls) {
      const result = await api<{ errors: Record<string, string[]> }>('POST', path, { token: tokens.admin, body });
      expect(result.status, path).toBe(400);
      expect(Object.keys(result.body.errors), path).toContain('foo');
    }
    const query = await api('GET', 'accountingExport/serviceInvoices?batchNumber=abc', { token: tokens.admin });
    expect(query.status).toBe(400);
  });

  it('answers 404 for unknown invoices and 400 for a Preliminary client invoice', async () => {
    expect((await exportService([999_999_999])).status).toBe(404);
    const preliminary = await putSubmittedClientInvoice({ status: 0, lines: [{ jobNumber: 'P-1', amountCents: 100 }] });
    expect((await clientRows(0)).some((r) => r.invoiceId === preliminary.id)).toBe(false);
    expect((await exportClient([preliminary.id])).status).toBe(400);
  });

  it('refuses service invoices of workers whose payroll is on hold, naming them (A40)', async () => {
    const held = await serviceInvoice({ servicesCents: 2_000, worker: heldWorkerId });
    const fine = await serviceInvoice({ servicesCents: 3_000 });
    const result = await exportService([held.id, fine.id]);
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body.errors)).toContain(`Invoices ${held.invoiceNum} belong to workers whose payroll`);
    const [again] = await invoicesByIds('service', [fine.id]);
    expect(again?.invoice.batchNum).toBe(0);
  });
});

describe('service invoices', () => {
  it('exports the selection as the next batch: file with the layout, stored, listed, repeatable', async () => {
    const plain = await serviceInvoice({ servicesCents: 12_345, miscCents: 1_050, taxed: true });
    const credit = await serviceInvoice({ servicesCents: -4_000 });
    expect((await serviceRows(0)).map((r) => r.invoiceId)).toEqual(expect.arrayContaining([plain.id, credit.id]));
    const before = Number((await findCompanyInfo())?.nextBatchNumber);

    const result = await exportService([credit.id, plain.id]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ finished: true, done: 2, total: 2 });
    const n = result.body.batchNumber;
    expect(n).toBeGreaterThanOrEqual(before);
    expect(Number((await findCompanyInfo())?.nextBatchNumber)).toBeGreaterThan(n);

    const text = await fileText(result.body.file);
    const lines = linesOf(text);
    expect(lines[0]).toBe(
      'Co./Last Name,First Name,Invoice No.,Supplier Invoice No.,Date,Description,Account No.,Amount,Inc-Tax Amount,' +
        'Job,Tax Code,GST Amount,Journal Memo,Batch',
    );
    const info = await findCompanyInfo();
    const tax = Math.round(13_395 * 0.13); // one rounding per code on services + misc
    const last = (await invoicesByIds('service', [plain.id]))[0];
    expect(last?.invoice.batchNum).toBe(n);
    const lastName = lines[1]?.split(',')[0];
    expect(lastName).toMatch(/^Ledger/);
    expect(lines[1]).toContain(
      `,${plain.invoiceNum},${plain.invoiceNum},20/11/2026,Merchandising services,${info?.serviceInvoiceAccount},` +
        `123.45,${((12_345 + tax) / 100).toFixed(2)},,HST,${(tax / 100).toFixed(2)},`,
    );
    expect(lines[1]?.endsWith(`,${n}`)).toBe(true);
    expect(lines[2]).toContain(`,Misc charges,${info?.miscChargesAccount},10.50,10.50,,,0.00,`);
    expect(lines[3]).toBe(''); // a blank line between invoices
    expect(lines[4]).toContain(`,${credit.invoiceNum},${credit.invoiceNum},20/11/2026,Merchandising services,`);
    expect(lines[4]).toContain(',-40.00,-40.00,,,0.00,');

    const batch = await getBatch('service', n);
    expect(batch).toMatchObject({ state: 'done', count: 2, postedDate: '2026-11-20' });
    expect(batch?.fileKey).toBe(`${info?.exportFolder}/service/${n}/${info?.serviceInvoiceExportFilename}`);
    expect(result.body.file?.fileName).toBe(info?.serviceInvoiceExportFilename);

    const rows = await serviceRows(n);
    expect(rows.map((r) => r.invoiceId).sort()).toEqual([plain.id, credit.id].sort());
    expect(rows.find((r) => r.invoiceId === credit.id)?.amount).toBe(-40);
    expect((await serviceRows(0)).some((r) => r.invoiceId === plain.id)).toBe(false);
    const batches = await api<number[]>('GET', 'accountingExport/serviceInvoices/batches', { token: tokens.admin });
    expect(batches.body).toContain(n);

    const repeat = await exportService([plain.id, credit.id]);
    expect(repeat.status).toBe(200);
    expect(repeat.body.batchNumber).toBe(n);
    expect(await fileText(repeat.body.file)).toBe(text);
  });

  it('refuses a mix of exported and waiting invoices with 409 naming the exported ones', async () => {
    const exported = await serviceInvoice({ servicesCents: 500 });
    const first = await exportService([exported.id]);
    expect(first.status).toBe(200);
    const waiting = await serviceInvoice({ servicesCents: 600 });
    const mix = await exportService([exported.id, waiting.id]);
    expect(mix.status).toBe(409);
    expect(mix.body.errors).toBe(
      `Invoices ${exported.invoiceNum} were already exported in batch ${first.body.batchNumber}.`,
    );
    expect((await invoicesByIds('service', [waiting.id]))[0]?.invoice.batchNum).toBe(0);
  });

  it('runs in steps: a short budget moves a chunk, the same ids again finish the batch', async () => {
    const invoices = await Promise.all(
      Array.from({ length: 60 }, (_, i) => serviceInvoice({ servicesCents: 100 + i })),
    );
    const ids = invoices.map((i) => i.id);
    const first = await exportInvoices({
      kind: 'service',
      invoiceIds: ids,
      postedDate: '2026-11-21',
      by: 'test',
      budgetMs: 0,
    });
    expect(first).toMatchObject({ finished: false, done: 50, total: 60 });
    const second = await exportInvoices({
      kind: 'service',
      invoiceIds: ids,
      postedDate: '2026-11-21',
      by: 'test',
      budgetMs: 0,
    });
    expect(second).toMatchObject({ finished: true, done: 60, total: 60, batchNumber: first.batchNumber });
    expect((await serviceRows(first.batchNumber)).length).toBe(60);
  });
});

describe('client invoices', () => {
  it('exports Submitted invoices as UploadedToMYOB, one line per job and tax code, credit notes negative', async () => {
    const invoice = await putSubmittedClientInvoice({
      clientName: 'Golden, Leaf "Foods"',
      poNumber: 'PO-77',
      lines: [
        { jobNumber: '24-0001', amountCents: 10_000, tax: HST_ON },
        { jobNumber: '24-0001', amountCents: 5_001, tax: HST_ON },
        { jobNumber: '24-0002', amountCents: 2_000, tax: HST_ON },
        { jobNumber: '24-0002', amountCents: 1_000, tax: GST },
      ],
    });
    const creditNote = await putSubmittedClientInvoice({
      clientName: 'Credit Co',
      lines: [{ jobNumber: '24-0003', amountCents: -2_500, tax: GST }],
    });
    const serviceBatch = await exportService([(await serviceInvoice({ servicesCents: 700 })).id]);
    const result = await exportClient([invoice.id, creditNote.id]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const n = result.body.batchNumber;
    expect(n).toBeGreaterThan(serviceBatch.body.batchNumber); // one sequence for both kinds

    const lines = linesOf(await fileText(result.body.file));
    expect(lines[0]).toBe(
      'Co./Last Name,Invoice No.,Date,Customer PO,Description,Account No.,Amount,Inc-Tax Amount,Job,Tax Code,' +
        'GST Amount,Journal Memo,Batch',
    );
    const date = invoice.invoiceDate.split('-').reverse().join('/');
    const hst = invoice.taxLines.find((t) => t.code === 'HST')?.tax ?? 0;
    const hstFirst = Math.round((hst * 15_001) / 17_001);
    expect(lines[1]).toBe(
      `"Golden, Leaf ""Foods""",${invoice.invoiceNum},${date},PO-77,Job 24-0001,4200,150.01,` +
        `${((15_001 + hstFirst) / 100).toFixed(2)},24-0001,HST,${(hstFirst / 100).toFixed(2)},` +
        `"Invoice ${invoice.invoiceNum}; Golden, Leaf ""Foods""",${n}`,
    );
    expect(lines[2]).toContain(',Job 24-0002,4200,10.00,10.50,24-0002,GST,0.50,');
    expect(lines[3]).toContain(`,Job 24-0002,4200,20.00,${((2_000 + hst - hstFirst) / 100).toFixed(2)},24-0002,HST,`);
    expect(lines[4]).toBe('');
    expect(lines[5]).toContain(`Credit Co,${creditNote.invoiceNum},`);
    expect(lines[5]).toContain(',-25.00,-26.25,24-0003,GST,-1.25,');

    const stored = await invoicesByIds('client', [invoice.id, creditNote.id]);
    for (const { invoice: i } of stored) expect(i).toMatchObject({ status: 2, batchNum: n });
    const rows = await clientRows(n);
    expect(rows.find((r) => r.invoiceId === creditNote.id)?.total).toBe(-26.25);
    const batches = await api<number[]>('GET', 'accountingExport/clientInvoices/batches', { token: tokens.admin });
    expect(batches.body).toContain(n);
    expect(batches.body).not.toContain(serviceBatch.body.batchNumber);

    const report = await api<ExportedFile>('POST', 'accountingExport/client/export/excel', {
      token: tokens.admin,
      body: { batchNumber: n },
    });
    expect(report.status).toBe(200);
    expect(report.body.fileName).toBe(`client-batch-${n}.xlsx`);
    const sheet = await workbookRows(report.body.url);
    expect(sheet[0]).toEqual([
      'Batch',
      'Invoice #',
      'Invoice Date',
      'Client',
      'Sub Total',
      'Tax Code(s)',
      'GST/HST',
      'Total',
      'Status',
    ]);
    expect(sheet[1]?.slice(0, 2)).toEqual([n, invoice.invoiceNum]);
    expect(sheet[1]?.[5]).toBe('HST, GST');
    expect(sheet[1]?.[8]).toBe('UploadedToMYOB');
    expect(sheet[3]?.[3]).toBe('Total (2 invoices)');
    expect(sheet[3]?.[7]).toBe((invoice.totalCents - 2_625) / 100);
  });
});

describe('through customer invoicing', () => {
  it('exports an invoice generated and submitted by the customer invoicing calls', async () => {
    const client = await testSupplier();
    const charges = [
      await putCharge({ ...client, completedDate: '2001-09-01' }),
      await putCharge({ ...client, completedDate: '2001-09-02', hours: 3 }),
    ];
    const { invoices } = await generate(
      charges.map((c) => c.id),
      tokens.admin,
    );
    const id = invoices[0]?.id ?? 0;
    expect((await exportClient([id])).status).toBe(400); // Preliminary: not submitted yet
    const submitted = await api('POST', `customerInvoicing/invoices/${id}/submit`, { token: tokens.admin });
    expect(submitted.status).toBe(200);
    expect((await clientRows(0)).some((r) => r.invoiceId === id)).toBe(true);

    const result = await exportClient([id]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const [stored] = await invoicesByIds('client', [id]);
    expect(stored?.invoice).toMatchObject({ status: 2, batchNum: result.body.batchNumber });
    const lines = linesOf(await fileText(result.body.file));
    // 2 h + 3 h at 30.50 in Ontario (HON 13 %): one line for the job and its tax code.
    const date = stored?.kind === 'client' ? stored.invoice.invoiceDate.split('-').reverse().join('/') : '';
    expect(lines[1]).toContain(`,${stored?.invoice.invoiceNum},${date},`);
    expect(lines[1]).toContain(',Job J-1,4200,152.50,172.33,J-1,HON,19.83,');
    expect(lines.slice(2)).toEqual(['']); // one line, then the file's last line end
  });
});

describe('through merchandiser invoicing', () => {
  it('exports an invoice submitted by the merchandiser invoicing call', async () => {
    const tag = letterTag();
    const worker = await createTestWorker({
      code: `Paid${tag}`,
      firstName: 'Pat',
      lastName: `Paid${tag}`,
      isMerchandiser: true,
      hourlyRate: 20,
      supervisorId: DEMO_SUPERVISOR_ID,
    });
    const day = (await testMonth()).day(3);
    const service = await doneService(
      day,
      { merchandiserId: worker, timeLimit: 2 },
      { completedDate: day, reportedHours: 2 },
    );
    await chargeService(service.id, 'test');
    const submitted = await api<{ invoiceId: number; invoiceNum: number }>('POST', 'merchandiserInvoicing/invoices', {
      token: tokens.admin,
      body: { fromDate: day, toDate: day, merchandiserId: worker },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const { invoiceId, invoiceNum } = submitted.body;
    expect((await serviceRows(0)).some((r) => r.invoiceId === invoiceId)).toBe(true);

    const result = await exportService([invoiceId], '2040-12-31');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const lines = linesOf(await fileText(result.body.file));
    expect(lines[1]).toContain(
      `Paid${tag},Pat,${invoiceNum},${invoiceNum},31/12/2040,Merchandising services,4100,40.00,`,
    );
    expect((await serviceRows(result.body.batchNumber)).map((r) => r.invoiceId)).toEqual([invoiceId]);
  });
});

describe('batch report and active jobs', () => {
  it('previews batch 0 and reads back a service batch', async () => {
    const invoice = await serviceInvoice({ servicesCents: 8_800, miscCents: 200 });
    const preview = await api<ExportedFile>('POST', 'accountingExport/service/export/excel', {
      token: tokens.admin,
      body: { batchNumber: 0 },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.fileName).toBe('service-batch-0.xlsx');
    const pending = await workbookRows(preview.body.url);
    expect(pending.some((row) => row[2] === invoice.invoiceNum)).toBe(true);

    const exported = await exportService([invoice.id], '2026-11-22');
    const report = await api<ExportedFile>('POST', 'accountingExport/service/export/excel', {
      token: tokens.admin,
      body: { batchNumber: exported.body.batchNumber },
    });
    const rows = await workbookRows(report.body.url);
    expect(rows[0]?.slice(0, 5)).toEqual(['Batch', 'Posted Date', 'Invoice #', 'Date', 'Merchandiser']);
    expect(rows[1]?.[0]).toBe(exported.body.batchNumber);
    expect((rows[1]?.[1] as Date | undefined)?.toISOString().slice(0, 10)).toBe('2026-11-22');
    expect(rows[1]?.slice(5, 9)).toEqual([88, 2, 0, 90]);
    expect(rows[2]?.[4]).toBe('Total (1 invoices)');
  });

  it('exports the active jobs as a jobs import', async () => {
    const result = await api<ExportedFile>('POST', 'accountingExport/activeJobs/export', {
      token: tokens.admin,
      body: {},
    });
    expect(result.status).toBe(200);
    expect(result.body.fileName).toBe(`active-jobs-${new Date().toISOString().slice(0, 10)}.csv`);
    const lines = linesOf(await fileText(result.body));
    expect(lines[0]).toBe('Job Number,Job Name,Header/Detail,Customer,Start Date,Finish Date,Inactive');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[1]).toMatch(/^[^,]+,.*,D,.*,N$/);
  });
});

describe('never in two batches', () => {
  it('two concurrent exports of overlapping ids put each invoice in exactly one batch', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => serviceInvoice({ servicesCents: 1_000 * i })));
    const ids = [a, b, c].map((i) => i?.id ?? 0);
    const [left, right] = await Promise.all([
      exportService([ids[0] ?? 0, ids[1] ?? 0]),
      exportService([ids[1] ?? 0, ids[2] ?? 0]),
    ]);
    const statuses = [left.status, right.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = left.status === 200 ? left : right;
    const stored = await invoicesByIds('service', ids);
    const inBatches = stored.filter((t) => t.invoice.batchNum !== 0);
    expect(inBatches.length).toBe(2);
    expect(new Set(inBatches.map((t) => t.invoice.batchNum))).toEqual(new Set([winner.body.batchNumber]));
    expect((await getBatch('service', winner.body.batchNumber))?.invoiceIds.length).toBe(2);
  });

  it('a killed step (an exporting batch untouched for 3 minutes, half moved) is rolled back by the next export', async () => {
    const invoices = await Promise.all([1, 2, 3].map((i) => serviceInvoice({ servicesCents: 100 * i })));
    const ids = invoices.map((i) => i.id);
    const batch = await openBatch({ kind: 'service', invoiceIds: ids, postedDate: '2026-11-20' }, 'test');
    const targets = await invoicesByIds('service', ids);
    await claimInvoices(batch, targets.slice(0, 1), 'test', () => false);
    await setBack(batch.id);

    const other = await serviceInvoice({ servicesCents: 999 });
    expect((await exportService([other.id])).status).toBe(200);
    expect(await getBatch('service', batch.batchNum)).toBeUndefined();
    for (const { invoice } of await invoicesByIds('service', ids)) expect(invoice.batchNum).toBe(0);
    const retried = await exportService(ids);
    expect(retried.status).toBe(200);
    expect(retried.body.batchNumber).not.toBe(batch.batchNum);
  });

  it('a killed step that had moved every invoice is completed by the next export', async () => {
    const invoices = await Promise.all([1, 2].map((i) => serviceInvoice({ servicesCents: 100 * i })));
    const ids = invoices.map((i) => i.id);
    const batch = await openBatch({ kind: 'service', invoiceIds: ids, postedDate: '2026-11-20' }, 'test');
    await claimInvoices(batch, await invoicesByIds('service', ids), 'test', () => false);
    await setBack(batch.id);

    const other = await serviceInvoice({ servicesCents: 998 });
    expect((await exportService([other.id])).status).toBe(200);
    expect(await getBatch('service', batch.batchNum)).toMatchObject({ state: 'done', count: 2 });
    const repeat = await exportService(ids);
    expect(repeat.body).toMatchObject({ batchNumber: batch.batchNum, finished: true });
    expect(await fileText(repeat.body.file)).toContain(`,${batch.batchNum}\r\n`);
  });
});

/** Makes a batch look untouched for three minutes (its heartbeat is `modifiedAt`). */
async function setBack(id: string) {
  await documentClient().send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: AccountingBatchEntity.key(id),
      UpdateExpression: 'SET modifiedAt = :then',
      ExpressionAttributeValues: { ':then': new Date(Date.now() - 3 * 60_000).toISOString() },
    }),
  );
}
