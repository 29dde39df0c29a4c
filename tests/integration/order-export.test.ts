import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import type {
  NotExportedRow,
  OrderExportLayout,
  OrderExportLayoutRow,
  OrderHistoryRow,
} from '@shelfline/shared/contracts/order-export.contract';
import { ORDER_EXPORT_FIELDS } from '@shelfline/shared/contracts/order-export.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import {
  getOrderExport,
  markOrdersExported,
  OrdersRefusedError,
  ordersByIds,
} from '../../functions/data/content/order-export.repository.ts';
import { OrderEntity } from '../../functions/data/entities/order.entity.ts';
import { OrderExportEntity } from '../../functions/data/entities/order-export.entity.ts';
import { OrderExportLayoutEntity } from '../../functions/data/entities/order-export-layout.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { checkedOrders, claim, exportOrders, undoExport } from '../../functions/domain/order-export/export-orders.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createExportJob, type ExportJob, putTestOrder } from '../support/order-export-fixtures.ts';
import { workbookRows } from '../support/workbook-rows.ts';

type Errors = { errors: Record<string, string[]> | string };

const tokens = { admin: '', am: '', sup: '', merch: '', crm: '', hr: '', cust: '' };
let exportJob: ExportJob;
let otherJob: ExportJob;

const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  for (const login of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[login] = (await signIn(login, login === 'cust')).token;
  exportJob = await createExportJob(tokens.admin);
  otherJob = await createExportJob(tokens.admin);
});

const supplierOf = (j: ExportJob) => j.job.supplierId;

async function notExported(j: ExportJob = exportJob, token = tokens.admin) {
  const result = await api<NotExportedRow[]>('GET', `orderExport?supplierId=${supplierOf(j)}&jobId=${j.job.id}`, {
    token,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

const exportCall = (ids: unknown, layoutId = 1, supplierId = supplierOf(exportJob), token = tokens.admin) =>
  api<ExportedFile & Errors>('POST', `orderExport/excel?orderLayoutId=${layoutId}&supplierId=${supplierId}`, {
    token,
    body: ids,
  });

describe('roles', () => {
  it('lets staff read layouts and fields, admins and account managers write them and export; others 403', async () => {
    for (const login of ['admin', 'am', 'sup', 'merch', 'crm', 'hr'] as const)
      expect((await api('GET', 'orderExport/layouts', { token: tokens[login] })).status, login).toBe(200);
    expect((await api('GET', 'orderExport/layouts', { token: tokens.cust })).status).toBe(403);
    expect((await api('GET', 'orderExport/fields', { token: tokens.cust })).status).toBe(403);
    const body = { name: `Nope ${tag()}`, columns: [{ field: 'upc', caption: 'UPC' }] };
    for (const login of ['sup', 'merch', 'crm', 'hr', 'cust'] as const) {
      expect((await api('POST', 'orderExport/layouts', { token: tokens[login], body })).status, login).toBe(403);
      expect((await api('DELETE', 'orderExport/layouts/1', { token: tokens[login] })).status, login).toBe(403);
      const query = `supplierId=${supplierOf(exportJob)}&jobId=${exportJob.job.id}`;
      expect((await api('GET', `orderExport?${query}`, { token: tokens[login] })).status, login).toBe(403);
      expect((await api('GET', `orderExport/history?${query}`, { token: tokens[login] })).status, login).toBe(403);
      expect((await exportCall([1], 1, supplierOf(exportJob), tokens[login])).status, login).toBe(403);
    }
    const query = `supplierId=${supplierOf(exportJob)}&jobId=${exportJob.job.id}`;
    expect((await api('GET', `orderExport?${query}`, { token: tokens.am })).status).toBe(200);
  });
});

describe('layouts', () => {
  it('always has Standard (id 1), which can be edited but not deleted', async () => {
    const list = await api<OrderExportLayoutRow[]>('GET', 'orderExport/layouts', { token: tokens.sup });
    expect(list.body[0]).toMatchObject({ id: 1, orderExportLayoutId: 1 });
    const standard = await api<OrderExportLayout>('GET', 'orderExport/layouts/1', { token: tokens.admin });
    expect(standard.body.columns.length).toBeGreaterThan(5);
    const removed = await api<Errors>('DELETE', 'orderExport/layouts/1', { token: tokens.admin });
    expect(removed.status).toBe(409);
    expect(JSON.stringify(removed.body.errors)).toContain('Standard');
    const { id, orderExportLayoutId, createdAt, createdBy, modifiedAt, modifiedBy, ...body } = standard.body;
    const edited = await api<OrderExportLayout>('PUT', 'orderExport/layouts/1', { token: tokens.am, body });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(standard.body.version + 1);
    const stale = await api<Errors>('PUT', 'orderExport/layouts/1', { token: tokens.am, body });
    expect(stale.status).toBe(409);
  });

  it('creates, reads, updates and deletes a layout; names are unique; fields and captions are checked', async () => {
    const name = `Supplier PO ${tag()}`;
    const columns = [
      { field: 'poNumber', caption: 'PO' },
      { field: 'upc', caption: 'UPC' },
      { field: 'extendedCost', caption: 'Total' },
    ];
    const created = await api<OrderExportLayout>('POST', 'orderExport/layouts', {
      token: tokens.am,
      body: { name, columns },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name, columns, orderExportLayoutId: created.body.id, version: 1 });
    expect(created.body.id).toBeGreaterThan(1);

    const duplicate = await api<Errors>('POST', 'orderExport/layouts', {
      token: tokens.admin,
      body: { name, columns },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toHaveProperty('name');
    const standardName = await api<Errors>('POST', 'orderExport/layouts', {
      token: tokens.admin,
      body: {
        name: (await api<OrderExportLayout>('GET', 'orderExport/layouts/1', { token: tokens.admin })).body.name,
        columns,
      },
    });
    expect(standardName.status).toBe(409);

    const bad = await api<Errors>('POST', 'orderExport/layouts', {
      token: tokens.admin,
      body: {
        name: ' ',
        columns: [
          { field: 'price', caption: '' },
          { field: 'upc', caption: 'a' },
          { field: 'upc', caption: 'b' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: ['Name is required.'],
      'columns.0.field': ['Field must be one of the export fields.'],
      'columns.0.caption': ['Caption is required.'],
    });
    const twice = await api<Errors>('POST', 'orderExport/layouts', {
      token: tokens.admin,
      body: {
        name: 'x',
        columns: [
          { field: 'upc', caption: 'a' },
          { field: 'upc', caption: 'b' },
        ],
      },
    });
    expect(twice.body.errors).toMatchObject({ columns: ['Each field at most once.'] });
    const empty = await api<Errors>('POST', 'orderExport/layouts', {
      token: tokens.admin,
      body: { name: 'x', columns: [] },
    });
    expect(empty.body.errors).toMatchObject({ columns: ['Choose at least one column.'] });

    const renamed = `${name} v2`;
    const updated = await api<OrderExportLayout>('PUT', `orderExport/layouts/${created.body.id}`, {
      token: tokens.admin,
      body: { name: renamed, columns: columns.slice(0, 2), version: 1 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: renamed, version: 2 });
    // The old name is free again (its marker went with the rename).
    const reused = await api<OrderExportLayout>('POST', 'orderExport/layouts', {
      token: tokens.admin,
      body: { name, columns },
    });
    expect(reused.status).toBe(201);

    const list = await api<OrderExportLayoutRow[]>('GET', 'orderExport/layouts', { token: tokens.hr });
    expect(list.body).toContainEqual({ id: created.body.id, orderExportLayoutId: created.body.id, name: renamed });

    for (const id of [created.body.id, reused.body.id])
      expect((await api('DELETE', `orderExport/layouts/${id}`, { token: tokens.admin })).status).toBe(204);
    expect((await api('GET', `orderExport/layouts/${created.body.id}`, { token: tokens.admin })).status).toBe(404);
    expect((await api('DELETE', `orderExport/layouts/${created.body.id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('lists the export fields with their captions', async () => {
    const fields = await api<{ field: string; caption: string }[]>('GET', 'orderExport/fields', {
      token: tokens.merch,
    });
    expect(fields.status).toBe(200);
    expect(fields.body).toEqual(ORDER_EXPORT_FIELDS.map(({ field, caption }) => ({ field, caption })));
    expect(fields.body.map((f) => f.field)).toEqual(
      expect.arrayContaining(['poNumber', 'extendedCost', 'noOrderNeeded']),
    );
  });
});

describe('NotExported', () => {
  it('lists the lines of the submitted orders of the job grouped by order, a No Count Required order as one row', async () => {
    const lined = await putTestOrder(exportJob, { lines: 3, merchandiserId: 4 });
    const none = await putTestOrder(exportJob, { noCountNeeded: true });
    const unsubmitted = await putTestOrder(exportJob, { status: 'Unsubmitted' });
    const foreign = await putTestOrder(otherJob, { lines: 1 });
    const rows = await notExported();
    const ofLined = rows.filter((r) => r.orderId === lined.id);
    expect(ofLined.map((r) => r.upc)).toEqual(lined.lines.map((l) => l.upc));
    expect(ofLined[1]).toMatchObject({
      serviceId: lined.serviceId,
      jobNumber: exportJob.job.jobNumber,
      retailer: exportJob.job.retailer,
      storeNumber: lined.storeNumber,
      category: 'Beverages',
      title: 'Item 2',
      poNumber: lined.poNumber,
      quantity: 2,
      cost: 2.5,
      retail: 5,
      noOrderNeeded: false,
    });
    expect(ofLined[0]?.merchandiser).not.toBe('');
    expect(rows.filter((r) => r.orderId === none.id)).toEqual([
      expect.objectContaining({ title: 'No order needed', quantity: null, cost: null, noOrderNeeded: true }),
    ]);
    expect(rows.some((r) => r.orderId === unsubmitted.id || r.orderId === foreign.id)).toBe(false);
    // Grouped: the rows of an order are together, orders in ascending id.
    const order = rows.map((r) => r.orderId).filter((id, i, all) => all[i - 1] !== id);
    expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
  });

  it('needs a job of the supplier: another supplier answers 404, missing filters 400', async () => {
    const wrong = await api<Errors>(
      'GET',
      `orderExport?supplierId=${supplierOf(exportJob) + 100000}&jobId=${exportJob.job.id}`,
      {
        token: tokens.admin,
      },
    );
    expect(wrong.status).toBe(404);
    const missing = await api<Errors>('GET', `orderExport?supplierId=${supplierOf(exportJob)}`, {
      token: tokens.admin,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('jobId');
  });
});

describe('export', () => {
  it('writes the layout columns of the chosen orders, keeps the file, moves the orders to History', async () => {
    const a = await putTestOrder(exportJob, { lines: 2 });
    const b = await putTestOrder(exportJob, { lines: 1 });
    const none = await putTestOrder(exportJob, { noCountNeeded: true });
    const layout = await api<OrderExportLayout>('POST', 'orderExport/layouts', {
      token: tokens.admin,
      body: {
        name: `Test ${tag()}`,
        columns: [
          { field: 'orderId', caption: 'Order' },
          { field: 'storeName', caption: 'Store' },
          { field: 'title', caption: 'Item' },
          { field: 'quantity', caption: 'Qty' },
          { field: 'extendedCost', caption: 'Total' },
        ],
      },
    });
    const result = await exportCall([b.id, a.id, none.id], layout.body.id);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.fileName).toMatch(/^Orders_\d{8}_\d{6}\.xlsx$/);
    expect(result.body.rows).toBe(3);
    const rows = await workbookRows(result.body.url);
    expect(rows[0]).toEqual(['Order', 'Store', 'Item', 'Qty', 'Total']);
    expect(rows.slice(1)).toEqual([
      [a.id, expect.stringContaining(String(a.storeNumber)), `'=HYPERLINK("x")`, 1, 1.25],
      [a.id, expect.any(String), 'Item 2', 2, 5],
      [b.id, expect.any(String), `'=HYPERLINK("x")`, 1, 1.25],
    ]);

    const listed = await notExported();
    expect(listed.some((r) => [a.id, b.id, none.id].includes(r.orderId))).toBe(false);
    const [stored] = await ordersByIds([a.id]);
    expect(stored).toMatchObject({ status: 'Exported', exportFileName: result.body.fileName, exportedBy: 'admin' });

    // History lists them this month, with a link that downloads the same file again.
    const history = await api<OrderHistoryRow[]>(
      'GET',
      `orderExport/history?supplierId=${supplierOf(exportJob)}&jobId=${exportJob.job.id}`,
      { token: tokens.am },
    );
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const ofExport = history.body.filter((r) => r.exportFileName === result.body.fileName);
    expect(ofExport.map((r) => r.orderId).sort()).toEqual([a.id, b.id, none.id].sort());
    expect(ofExport.find((r) => r.orderId === none.id)).toMatchObject({
      noOrderNeeded: true,
      jobNumber: exportJob.job.jobNumber,
      supplier: exportJob.job.supplier,
      retailer: exportJob.job.retailer,
      planogramCode: 'PLN-TEST',
      exportedBy: 'admin',
      submittedDate: none.submittedAt,
    });
    const again = ofExport[0]?.fileUrl ?? '';
    expect(again).not.toBe('');
    expect(await workbookRows(again)).toEqual(rows);

    // Exported orders are terminal: a second export of them is refused, naming them.
    const twice = await exportCall([a.id]);
    expect(twice.status).toBe(409);
    expect(String(twice.body.errors)).toContain(`Orders ${a.id} are already exported.`);
  });

  it('refuses orders that are not submitted, of another supplier or missing (409 naming each), claiming none', async () => {
    const fine = await putTestOrder(exportJob);
    const unsubmitted = await putTestOrder(exportJob, { status: 'Unsubmitted' });
    const foreign = await putTestOrder(otherJob);
    const otherSupplier = supplierOf(otherJob) === supplierOf(exportJob);
    const result = await exportCall([fine.id, unsubmitted.id, 999999999, ...(otherSupplier ? [] : [foreign.id])]);
    expect(result.status).toBe(409);
    const message = String(result.body.errors);
    expect(message).toContain(`Orders 999999999 were not found.`);
    expect(message).toContain(`${unsubmitted.id} are not submitted.`);
    if (!otherSupplier) expect(message).toContain(`${foreign.id} are not orders of this supplier.`);
    expect(message).not.toContain(String(fine.id));
    const [still] = await ordersByIds([fine.id]);
    expect(still?.exportId).toBeUndefined();
    expect((await notExported()).some((r) => r.orderId === fine.id)).toBe(true);
  });

  it('answers Invalid layout for a missing layout or one with a field the export does not know, exporting nothing', async () => {
    const order = await putTestOrder(exportJob);
    const missing = await exportCall([order.id], 99999999);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ orderLayoutId: ['Invalid layout'] });
    const id = await nextId('orderExportLayout');
    await documentClient().send(
      new PutCommand({
        TableName: env.tableName,
        Item: toItem(
          OrderExportLayoutEntity,
          { id, name: `Broken ${tag()}`, columns: [{ field: 'price', caption: 'Price' }] },
          firstAudit('test'),
        ),
      }),
    );
    const broken = await exportCall([order.id], id);
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual({ orderLayoutId: ['Invalid layout'] });
    expect((await ordersByIds([order.id]))[0]).toMatchObject({ status: 'Submitted' });
    expect((await ordersByIds([order.id]))[0]?.exportId).toBeUndefined();
  });

  it('validates the body and query', async () => {
    const empty = await exportCall([]);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ orderIds: ['Select at least one order.'] });
    const misspelt = await exportCall({ orderIDs: [1] });
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.errors).toHaveProperty('orderIDs');
    const text = await exportCall(['x']);
    expect(text.body.errors).toMatchObject({ 'orderIds.0': ['Order ids must be numbers.'] });
    const noSupplier = await api<Errors>('POST', 'orderExport/excel?orderLayoutId=1', {
      token: tokens.admin,
      body: [1],
    });
    expect(noSupplier.body.errors).toHaveProperty('supplierId');
  });
});

describe('export atomicity', () => {
  it('two exports of the same orders at once: one wins, the other 409, no order half-marked', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => putTestOrder(exportJob, { lines: 1 })));
    const ids = orders.map((o) => o.id);
    const [first, second] = await Promise.all([
      exportCall(ids),
      exportCall([...ids].reverse(), 1, supplierOf(exportJob), tokens.am),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses, JSON.stringify([first.body, second.body])).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const stored = await ordersByIds(ids);
    expect(stored.map((o) => o.status)).toEqual(ids.map(() => 'Exported'));
    expect(new Set(stored.map((o) => o.exportFileName))).toEqual(new Set([winner.body.fileName]));
  });

  it('a failure while the file is written releases every claim and leaves nothing exported', async () => {
    const orders = await Promise.all([putTestOrder(exportJob), putTestOrder(exportJob)]);
    const ids = orders.map((o) => o.id);
    const bucket = process.env.FILES_BUCKET;
    // The files bucket gone midway (after the claim, while the workbook streams): a real S3 failure.
    process.env.FILES_BUCKET = 'shelfline-no-such-bucket';
    try {
      await expect(
        exportOrders({ orderIds: ids, supplierId: supplierOf(exportJob), layoutId: 1, by: 'test' }),
      ).rejects.toThrow();
    } finally {
      process.env.FILES_BUCKET = bucket;
    }
    const stored = await ordersByIds(ids);
    expect(stored.map((o) => [o.status, o.exportId])).toEqual(ids.map(() => ['Submitted', undefined]));
    // Claimed (version up) and released (up again): the failure came after the claim.
    expect(stored.map((o) => o.version)).toEqual([3, 3]);
    expect(new Set((await notExported()).filter((r) => ids.includes(r.orderId)).map((r) => r.orderId)).size).toBe(2);
    // And the next export takes them.
    const result = await exportCall(ids);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });

  it('an export killed between claim and mark holds its orders; after two minutes the next export undoes it', async () => {
    const orders = await Promise.all([putTestOrder(exportJob), putTestOrder(exportJob)]);
    const ids = orders.map((o) => o.id);
    const input = { orderIds: ids, supplierId: supplierOf(exportJob), layoutId: 1, by: 'crashed' };
    const crashed = await claim(await checkedOrders(input), input);
    expect((await notExported()).some((r) => ids.includes(r.orderId))).toBe(false);

    const fresh = await exportCall(ids);
    expect(fresh.status).toBe(409);
    expect(String(fresh.body.errors)).toContain('being exported by someone else');

    // The claim ages past two minutes (the Lambda that made it is long gone).
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: OrderExportEntity.key(crashed.id),
        UpdateExpression: 'SET claimedAt = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 3 * 60_000).toISOString() },
      }),
    );
    const retried = await exportCall(ids);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect((await getOrderExport(crashed.id))?.state).toBe('Abandoned');
    const stored = await ordersByIds(ids);
    expect(stored.map((o) => o.exportFileName)).toEqual(ids.map(() => retried.body.fileName));
  });
  it('a mark that fails in its second transaction is undone whole: the 99 orders marked in the first come back', async () => {
    const orders: Awaited<ReturnType<typeof putTestOrder>>[] = [];
    for (let i = 0; i < 5; i++)
      orders.push(...(await Promise.all(Array.from({ length: 20 }, () => putTestOrder(exportJob, { lines: 1 })))));
    const ids = orders.map((o) => o.id).sort((a, b) => a - b);
    const input = { orderIds: ids, supplierId: supplierOf(exportJob), layoutId: 1, by: 'test' };
    const claimed = await checkedOrders(input);
    const started = await claim(claimed, input);
    // The highest order (in the second transaction) is unsubmitted while the file is written.
    const last = ids[ids.length - 1] as number;
    const [held] = await ordersByIds([last]);
    const { version, createdAt, createdBy, modifiedAt, modifiedBy, ...record } = held as NonNullable<typeof held>;
    await documentClient().send(
      new PutCommand({
        TableName: env.tableName,
        Item: toItem(OrderEntity, { ...record, status: 'Unsubmitted' }, firstAudit('sup')),
      }),
    );
    const marking = markOrdersExported(
      { ...started, rows: 100, exportedAt: new Date().toISOString() },
      claimed,
      'test',
    );
    await expect(marking).rejects.toBeInstanceOf(OrdersRefusedError);
    // Half-way: the first 99 are Exported now; the undo takes them back.
    expect((await ordersByIds(ids.slice(0, 99))).every((o) => o.status === 'Exported')).toBe(true);
    await undoExport(started, 'test');
    const after = await ordersByIds(ids);
    expect(after.filter((o) => o.status === 'Exported' || o.exportId !== undefined)).toEqual([]);
    expect(after.filter((o) => o.status === 'Submitted')).toHaveLength(99);
    const listed = new Set((await notExported()).map((r) => r.orderId));
    expect(ids.slice(0, 99).every((id) => listed.has(id))).toBe(true);
  });

  it('undoing a claim leaves an order unsubmitted meanwhile Unsubmitted (only its claim goes)', async () => {
    const [kept, unsubmitted] = await Promise.all([putTestOrder(exportJob), putTestOrder(exportJob)]);
    const input = {
      orderIds: [kept.id, unsubmitted.id],
      supplierId: supplierOf(exportJob),
      layoutId: 1,
      by: 'crashed',
    };
    const crashed = await claim(await checkedOrders(input), input);
    // Someone unsubmits the claimed order the way the orders family writes it: the whole head, through its entity.
    const [held] = await ordersByIds([unsubmitted.id]);
    const { version, createdAt, createdBy, modifiedAt, modifiedBy, ...record } = held as NonNullable<typeof held>;
    await documentClient().send(
      new PutCommand({
        TableName: env.tableName,
        Item: toItem(OrderEntity, { ...record, status: 'Unsubmitted' }, firstAudit('sup')),
      }),
    );
    await undoExport(crashed, 'test');
    const after = await ordersByIds([kept.id, unsubmitted.id]);
    expect(after.map((o) => [o.id, o.status, o.exportId])).toEqual([
      [kept.id, 'Submitted', undefined],
      [unsubmitted.id, 'Unsubmitted', undefined],
    ]);
    expect((await getOrderExport(crashed.id))?.state).toBe('Abandoned');
  });
});

describe('History', () => {
  it('filters on the export date, by job or by every job of the supplier', async () => {
    const exportId = `test-${tag()}`;
    const exported = { exportId, exportFileName: 'old.xlsx', exportedBy: 'am' };
    const march = await putTestOrder(otherJob, { exported: { ...exported, exportDate: '2031-03-15T10:00:00.000Z' } });
    const april = await putTestOrder(otherJob, { exported: { ...exported, exportDate: '2031-04-01T00:10:00.000Z' } });
    const history = (query: string) =>
      api<OrderHistoryRow[]>('GET', `orderExport/history?supplierId=${supplierOf(otherJob)}&${query}`, {
        token: tokens.admin,
      });
    const ofMarch = await history(`jobId=${otherJob.job.id}&fromDate=2031-03-01&toDate=2031-03-31`);
    expect(ofMarch.body.map((r) => r.orderId)).toEqual([march.id]);
    const both = await history(`jobId=${otherJob.job.id}&fromDate=2031-03-15&toDate=2031-04-01`);
    expect(both.body.map((r) => r.orderId)).toEqual([april.id, march.id]);
    // No export record, no kept file: no link.
    expect(both.body[0]?.fileUrl).toBeUndefined();
    const allJobs = await history('fromDate=2031-04-01&toDate=2031-04-01');
    expect(allJobs.body.map((r) => r.orderId)).toContain(april.id);
    const backwards = await api<Errors>(
      'GET',
      `orderExport/history?supplierId=${supplierOf(otherJob)}&fromDate=2031-04-02&toDate=2031-04-01`,
      { token: tokens.admin },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toHaveProperty('toDate');
  });

  it('keeps the export record with its file, so History downloads it again', async () => {
    const order = await putTestOrder(exportJob);
    const result = await exportCall([order.id]);
    expect(result.status).toBe(200);
    const [stored] = await ordersByIds([order.id]);
    const record = await getOrderExport(stored?.exportId ?? '');
    expect(record).toMatchObject({ state: 'Exported', rows: 2, orderIds: [order.id], fileName: result.body.fileName });
    expect(record?.fileKey).toMatch(/^order-exports\/\d{4}\/.+\.xlsx$/);
    expect(OrderExportEntity.key(record?.id ?? '').pk).toBe(`ORDEREXPORT#${record?.id}`);
  });
});
