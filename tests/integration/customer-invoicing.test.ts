import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomerChargeRow, CustomerInvoice } from '@shelfline/shared/contracts/customer-invoicing.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { CustomerChargeEntity } from '../../functions/data/entities/customer-charge.entity.ts';
import {
  CustomerInvoiceEntity,
  type CustomerInvoice as StoredInvoice,
} from '../../functions/data/entities/customer-invoice.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';
import {
  downloadLink,
  type Errors,
  generate,
  personIdOf,
  putCharge,
  sheetRows,
  testSupplier,
} from './customer-invoicing-support.ts';

/* The Charges tab and generating preliminary invoices (002 §2, §4, §7; brief §2.4). Invoices after: -invoices.test.ts */

let admin: string;
let am: string;
let merch: string;

beforeAll(async () => {
  [admin, am, merch] = await tokensOf('admin', 'am', 'merch');
});

const chargesOf = (supplierId: number, token = admin, extra = '') =>
  api<CustomerChargeRow[]>(
    'GET',
    `customerInvoicing/charges?fromDate=2001-01-01&toDate=2001-12-31&supplierId=${supplierId}${extra}`,
    { token },
  );

describe('who may call', () => {
  it('refuses merchandisers every call and account managers the Invoices tab', async () => {
    const q = 'customerInvoicing/charges?fromDate=2001-01-01&toDate=2001-01-31';
    expect((await api('GET', q, { token: merch })).status).toBe(403);
    expect((await api('GET', q, { token: am })).status).toBe(200);
    expect((await api('GET', 'customerInvoicing/invoices', { token: am })).status).toBe(403);
    expect((await api('GET', 'customerInvoicing/invoices/1/pdf', { token: am })).status).toBe(403);
  });
});

describe('the Charges tab', () => {
  it('lists open charges of the range; account managers only their own, without rate and amount', async () => {
    const client = await testSupplier();
    const amId = personIdOf(am);
    const mine = await putCharge({ ...client, completedDate: '2001-02-03', acctManagerId: amId, hours: 1.5 });
    const other = await putCharge({ ...client, completedDate: '2001-02-04', jobId: 7, acctManagerId: amId + 1 });
    await putCharge({ ...client, completedDate: '2000-12-31' });

    const adminRows = (await chargesOf(client.supplierId)).body;
    expect(adminRows.map((r) => r.id)).toEqual([mine.id, other.id]);
    expect(adminRows[0]).toMatchObject({ chargeRate: 30.5, amount: 45.75, billableHours: 1.5, billableHoursAdj: 0 });
    expect((await chargesOf(client.supplierId, admin, '&jobId=7')).body.map((r) => r.id)).toEqual([other.id]);

    const amRows = (await chargesOf(client.supplierId, am)).body;
    expect(amRows.map((r) => r.id)).toEqual([mine.id]);
    expect(amRows[0]).not.toHaveProperty('chargeRate');
    expect(amRows[0]).not.toHaveProperty('amount');

    // by days (no supplier): the same charges are found through the per-day index
    const byDays = await api<CustomerChargeRow[]>(
      'GET',
      'customerInvoicing/charges?fromDate=2001-02-03&toDate=2001-02-04',
      { token: admin },
    );
    expect(byDays.body.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const result = await api<Errors>('GET', 'customerInvoicing/charges?fromDate=2001-02-03&toDate=2001-02-01', {
      token: admin,
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toHaveProperty('toDate');
  });

  it('saves billable hours at their version: amount from the snapshotted rate, stale and bad values refused', async () => {
    const client = await testSupplier();
    const charge = await putCharge({ ...client, completedDate: '2001-03-01', rate: 45.5, hours: 7 });
    const path = `customerInvoicing/charges/${charge.id}/billableHours`;
    const saved = await api<CustomerChargeRow>('PATCH', path, {
      token: admin,
      body: { billableHours: 7.25, version: 1 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 45.5 × 7.25 = 329.875 → 329.88 (half-up, once)
    expect(saved.body).toMatchObject({
      billableHours: 7.25,
      billableHoursAdj: 0.25,
      amount: 329.88,
      hoursEdited: true,
    });
    expect(saved.body.version).toBe(2);
    expect((await api('PATCH', path, { token: admin, body: { billableHours: 6, version: 1 } })).status).toBe(409);
    const tooFine = await api<Errors>('PATCH', path, { token: admin, body: { billableHours: 1.255, version: 2 } });
    expect(tooFine.status).toBe(400);
    expect(tooFine.body.errors).toHaveProperty('billableHours');
    expect((await api('PATCH', path, { token: admin, body: { billableHours: -1, version: 2 } })).status).toBe(400);
    // an account manager does not reach a charge of a service they do not manage
    expect((await api('PATCH', path, { token: am, body: { billableHours: 6, version: 2 } })).status).toBe(404);
  });

  it('exports the selected charges with a totals row; an account manager without rate and amount', async () => {
    const client = await testSupplier();
    const amId = personIdOf(am);
    const a = await putCharge({ ...client, completedDate: '2001-04-01', hours: 2, rate: 10, acctManagerId: amId });
    const b = await putCharge({ ...client, completedDate: '2001-04-02', hours: 1.25, rate: 10, acctManagerId: amId });
    const file = await api<{ fileName: string; url: string; rows: number }>(
      'POST',
      'customerInvoicing/charges/export/excel',
      { token: admin, body: [a.id, b.id] },
    );
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body.fileName).toMatch(/^customer-charges-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.xlsx$/);
    const adminSheet = await sheetRows(await downloadLink(file.body.url));
    expect(adminSheet.header).toContain('Amount');
    expect(adminSheet.rows.at(-1)).toMatchObject({ Supplier: 'Total', 'Billable Hours': 3.25, Amount: 32.5 });

    const amFile = await api<{ url: string }>('POST', 'customerInvoicing/charges/export/excel', {
      token: am,
      body: { ids: [a.id, b.id] },
    });
    const amSheet = await sheetRows(await downloadLink(amFile.body.url));
    expect(amSheet.header).not.toContain('Amount');
    expect(amSheet.header).not.toContain('Charge Rate');
    expect(amSheet.rows).toHaveLength(3);
    const none = await api<Errors>('POST', 'customerInvoicing/charges/export/excel', { token: admin, body: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body.errors)).toContain('Please select one or more charges.');
  });
});

describe('generating preliminary invoices', () => {
  it('makes one invoice per supplier, taxed per province and code, reversal lines included', async () => {
    const first = await testSupplier();
    const second = await testSupplier();
    const lines = [
      await putCharge({ ...first, completedDate: '2001-05-01', hours: 1, rate: 33.33, province: 'ON' }),
      await putCharge({ ...first, completedDate: '2001-05-01', hours: 1, rate: 33.33, province: 'ON' }),
      await putCharge({ ...first, completedDate: '2001-05-02', hours: 1, rate: 10.01, province: 'NS' }),
      await putCharge({ ...first, completedDate: '2001-05-03', hours: 1, rate: 5, province: 'NS', negative: true }),
      await putCharge({ ...second, completedDate: '2001-05-01', hours: 2, rate: 20 }),
    ];
    const result = await generate(
      lines.map((l) => l.id),
      admin,
    );
    expect(result.message).toBe('2 preliminary invoices generated successfully');
    const invoice = result.invoices.find((i) => i.id && (i as CustomerInvoice).supplierId === first.supplierId) as
      | CustomerInvoice
      | undefined;
    // ON: 66.66 × 13 % = 8.6658 → 8.67; NS: (10.01 − 5.00) × 14 % = 0.7014 → 0.70; once per code, not per line
    expect(invoice).toMatchObject({
      status: 0,
      lineCount: 4,
      subTotal: 71.67,
      gst: 9.37,
      total: 81.04,
      clientName: first.supplierFullName,
      taxLines: [
        { code: 'HNS', rate: 14, base: 5.01, tax: 0.7 },
        { code: 'HON', rate: 13, base: 66.66, tax: 8.67 },
      ],
    });
    expect(invoice?.invoiceNum).toBeUndefined();
    // the lines left the Charges tab
    expect((await chargesOf(first.supplierId)).body).toEqual([]);
    const one = await generate([(await putCharge({ ...first, completedDate: '2001-05-04' })).id], admin);
    expect(one.message).toBe('Preliminary invoice generated successfully');
  });

  it('is all or nothing: unknown, not approved and invoiced charges are named and nothing is claimed', async () => {
    const client = await testSupplier();
    const good = await putCharge({ ...client, completedDate: '2001-06-01' });
    const pending = await putCharge({ ...client, completedDate: '2001-06-01', payApprovalStatus: 0 });
    const rejected = await putCharge({ ...client, completedDate: '2001-06-02', payApprovalStatus: 3 });

    const unknown = await api<Errors>('POST', 'customerInvoicing/invoices', {
      token: admin,
      body: [good.id, 999_999_999],
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.errors)).toContain('999999999');
    const notApproved = await api<Errors>('POST', 'customerInvoicing/invoices', {
      token: admin,
      body: [good.id, pending.id],
    });
    expect(notApproved.status).toBe(400);
    expect(JSON.stringify(notApproved.body.errors)).toContain(String(pending.id));
    expect((await chargesOf(client.supplierId)).body.map((r) => r.id)).toEqual([good.id, pending.id, rejected.id]);

    await generate([good.id, rejected.id], admin);
    const again = await api<Errors>('POST', 'customerInvoicing/invoices', { token: admin, body: [good.id] });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body.errors)).toContain(String(good.id));
  });

  it('puts each charge on exactly one invoice when two generates overlap', async () => {
    const client = await testSupplier();
    const charges = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        putCharge({ ...client, completedDate: `2001-07-${String(i + 1).padStart(2, '0')}` }),
      ),
    );
    const ids = charges.map((c) => c.id);
    const first = ids.slice(0, 8);
    const second = ids.slice(4);
    const results = await Promise.all([
      api<{ invoices: CustomerInvoice[] }>('POST', 'customerInvoicing/invoices', { token: admin, body: first }),
      api<{ invoices: CustomerInvoice[] }>('POST', 'customerInvoicing/invoices', { token: admin, body: second }),
      api<{ invoices: CustomerInvoice[] }>('POST', 'customerInvoicing/invoices', { token: admin, body: first }),
    ]);
    for (const r of results) expect([200, 409]).toContain(r.status);
    // two generates of the same selection never both win; overlapping ones may both give up (all or nothing)
    expect(results.filter((r, i) => i !== 1 && r.status === 200).length).toBeLessThanOrEqual(1);
    const won = results.filter((r) => r.status === 200);
    const held = new Map<number, number>();
    for (const r of won) {
      const invoice = r.body.invoices[0] as CustomerInvoice;
      const lines = await api<CustomerChargeRow[]>('GET', `customerInvoicing/invoices/${invoice.id}/summary`, {
        token: admin,
      });
      expect(lines.body).toHaveLength(invoice.lineCount);
      for (const line of lines.body) {
        expect(held.has(line.id), `charge ${line.id} on two invoices`).toBe(false);
        held.set(line.id, invoice.id);
      }
    }
    const open = (await chargesOf(client.supplierId)).body.map((r) => r.id);
    // every charge is either on exactly one invoice or back on the Charges tab
    expect([...held.keys(), ...open].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('two generates of the same selection at once', () => {
  it('make one invoice; the other is refused and claims nothing', async () => {
    const client = await testSupplier();
    const ids = (
      await Promise.all(Array.from({ length: 10 }, () => putCharge({ ...client, completedDate: '2001-07-25' })))
    ).map((c) => c.id);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api<{ invoices: CustomerInvoice[] }>('POST', 'customerInvoicing/invoices', { token: admin, body: ids }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)?.body.invoices[0];
    expect(winner?.lineCount).toBe(10);
    expect((await chargesOf(client.supplierId)).body).toEqual([]);
  });
});

describe('an abandoned generate', () => {
  it('is undone by the next generate of its charges (a building invoice untouched for two minutes)', async () => {
    const client = await testSupplier();
    const charge = await putCharge({ ...client, completedDate: '2001-07-20' });
    const id = await nextId(CustomerInvoiceEntity.name);
    const abandoned: StoredInvoice = {
      id,
      status: 0,
      state: 'building',
      invoiceDate: '2001-07-20',
      supplierId: client.supplierId,
      clientName: client.supplierFullName,
      lineCount: 0,
      subTotalCents: 0,
      gstCents: 0,
      totalCents: 0,
      taxLines: [],
      batchNum: 0,
    };
    const longAgo = new Date(Date.now() - 3 * 60_000).toISOString();
    const put = (item: object) =>
      documentClient().send(new PutCommand({ TableName: env.tableName, Item: item as Record<string, unknown> }));
    await put(toItem(CustomerInvoiceEntity, abandoned, firstAudit('crashed', longAgo)));
    // the crashed call had claimed the charge already
    await put(toItem(CustomerChargeEntity, { ...charge, invoiceId: id }, { ...firstAudit('crashed'), version: 2 }));
    expect((await chargesOf(client.supplierId)).body).toEqual([]);

    const result = await generate([charge.id], admin);
    expect(result.invoices[0]?.lineCount).toBe(1);
    expect((await api('GET', `customerInvoicing/invoices/${id}`, { token: admin })).status).toBe(404);
  });

  it('names an unknown field of the body', async () => {
    const result = await api<Errors>('POST', 'customerInvoicing/invoices', {
      token: admin,
      body: { ids: [1], foo: 1 },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toHaveProperty('foo');
  });
});

describe('the Invoices list', () => {
  it('filters by supplier and status and pages newest first', async () => {
    const client = await testSupplier();
    for (let i = 0; i < 3; i++)
      await generate([(await putCharge({ ...client, completedDate: '2001-08-01' })).id], admin);
    const page = await api<Paged<CustomerInvoice>>(
      'GET',
      `customerInvoicing/invoices?supplierId=${client.supplierId}&status=0&pageSize=20&pageNumber=1`,
      { token: admin },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.totalRecords).toBe(3);
    const ids = page.body.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const submittedOnly = await api<Paged<CustomerInvoice>>(
      'GET',
      `customerInvoicing/invoices?supplierId=${client.supplierId}&status=1`,
      { token: admin },
    );
    expect(submittedOnly.body.totalRecords).toBe(0);
    expect((await api('GET', 'customerInvoicing/invoices?pageSize=7', { token: admin })).status).toBe(400);
  });
});
