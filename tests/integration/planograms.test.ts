import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type {
  ImportResult,
  LayoutPage,
  Planogram,
  PlanogramData,
} from '@shelfline/shared/contracts/planogram.contract';
import type { JobTrait } from '@shelfline/shared/contracts/trait.contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { type Order, OrderEntity } from '../../functions/data/entities/order.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, stackUrl, tokensOf } from '../support/local-stack.ts';

type Errors = { errors: Record<string, string[]> | string };
type Login = 'admin' | 'am' | 'merch' | 'crm' | 'cust';

const run = Date.now().toString(36).slice(-6).toUpperCase();
let seq = 0;
const code = () => `PT${run}-${++seq}`;
const tokens = {} as Record<Login, string>;
let jobId: number;

const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, login: Login = 'admin') =>
  api<T>(method, path, { token: tokens[login], ...(body === undefined ? {} : { body }) });

async function createPlanogram(extra: Record<string, unknown> = {}): Promise<Planogram> {
  const result = await call<Planogram>('POST', 'planograms', {
    planogramCode: code(),
    category: 'Beverages',
    planogramType: 'Shelf',
    numberOfColumns: 4,
    numberOfRows: 3,
    numberOfHeaderRows: 1,
    ...extra,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  slotCode: `S${n}`,
  itemCode: `I${n}`,
  upc: String(100000000000 + n),
  itemDescription: `Item ${n}`,
  cost: 1.25,
  retail: 2.5,
  quantity: n,
  ...extra,
});

/** An .xlsx with the import's header row and these rows (each an array in header order). */
async function workbook(
  rows: unknown[][],
  header = ['Slot Code', 'Item Code', 'UPC', 'Item Description', 'Cost', 'Retail', 'Quantity'],
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Planogram');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(planogramId: number, bytes: Buffer, autoPopulate: boolean, login: Login = 'admin') {
  const form = new FormData();
  form.append(
    'file',
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'planogram.xlsx',
  );
  const response = await fetch(`${stackUrl()}/api/planograms/${planogramId}/data/import?autoPopulate=${autoPopulate}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[login]}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as ImportResult & Errors };
}

beforeAll(async () => {
  const [admin, am, merch, crm] = await tokensOf('admin', 'am', 'merch', 'crm');
  Object.assign(tokens, { admin, am, merch, crm });
  tokens.cust = (await import('../support/local-stack.ts').then((m) => m.signIn('cust', true))).token;
  const jobs = await call<{ id: number }[]>('GET', 'jobs');
  jobId = jobs.body[0]?.id as number;
});

describe('planograms: roles and validation', () => {
  it('refuses customers, lets merchandisers and crmUser read only, account managers write', async () => {
    const p = await createPlanogram();
    expect((await call('GET', 'planograms', undefined, 'cust')).status).toBe(403);
    expect((await call('GET', `planograms/${p.id}/data`, undefined, 'cust')).status).toBe(403);
    expect((await call('GET', 'planograms', undefined, 'merch')).status).toBe(200);
    expect((await call('GET', `planograms/${p.id}/layout`, undefined, 'merch')).status).toBe(200);
    expect(
      (
        await call(
          'POST',
          'planograms',
          { planogramCode: code(), numberOfColumns: 1, numberOfRows: 1, numberOfHeaderRows: 0 },
          'merch',
        )
      ).status,
    ).toBe(403);
    expect((await call('POST', `planograms/${p.id}/data`, row(1), 'crm')).status).toBe(403);
    expect((await call('DELETE', `planograms/${p.id}`, undefined, 'merch')).status).toBe(403);
    expect((await call('POST', `planograms/${p.id}/copy`, undefined, 'merch')).status).toBe(403);
    expect(
      (
        await call(
          'POST',
          'planograms',
          { planogramCode: code(), numberOfColumns: 2, numberOfRows: 1, numberOfHeaderRows: 0 },
          'am',
        )
      ).status,
    ).toBe(201);
  });

  it('names each bad field (400), refuses a taken code (409) and a stale version (409)', async () => {
    const bad = await call<Errors>('POST', 'planograms', { planogramCode: ' ', numberOfColumns: 0, numberOfRows: -1 });
    expect(bad.status).toBe(400);
    const errors = bad.body.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['planogramCode', 'numberOfColumns', 'numberOfRows', 'numberOfHeaderRows']),
    );
    const p = await createPlanogram();
    const taken = await call<Errors>('POST', 'planograms', {
      planogramCode: p.planogramCode,
      numberOfColumns: 1,
      numberOfRows: 1,
      numberOfHeaderRows: 0,
    });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.errors)).toContain('planogramCode');

    const edit = { ...p, comments: 'first' };
    const first = await call<Planogram>('PUT', `planograms/${p.id}`, edit);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(p.version + 1);
    const stale = await call<Errors>('PUT', `planograms/${p.id}`, { ...edit, comments: 'second' });
    expect(stale.status).toBe(409);
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body.comments).toBe('first');
  });

  it('lists active planograms by default, every one on asking, and pages when asked', async () => {
    const active = await createPlanogram();
    const inactive = await createPlanogram({ inactive: true });
    const plain = await call<Planogram[]>('GET', 'planograms');
    expect(plain.body.some((p) => p.id === active.id)).toBe(true);
    expect(plain.body.some((p) => p.id === inactive.id)).toBe(false);
    const all = await call<Planogram[]>('GET', 'planograms?includeInactive=true');
    expect(all.body.some((p) => p.id === inactive.id)).toBe(true);
    const page = await call<{ items: Planogram[]; totalFilteredRecords: number }>(
      'GET',
      `planograms?pageNumber=1&pageSize=10&search=${inactive.planogramCode}&activeFilter=all`,
    );
    expect(page.body.items.map((p) => p.id)).toEqual([inactive.id]);
  });
});

describe('planogram data rows', () => {
  it('adds, reads, edits and deletes rows, counting them on the head', async () => {
    const p = await createPlanogram();
    const added = await call<PlanogramData>('POST', `planograms/${p.id}/data`, row(1));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ planogramId: p.id, upc: '100000000001', cost: 1.25, sortOrder: 1 });
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body.dataRowsCount).toBe(1);
    const id = added.body.planogramDataId;
    expect((await call<PlanogramData>('GET', `planograms/${p.id}/data/${id}`)).body.slotCode).toBe('S1');
    const other = await createPlanogram();
    expect((await call('GET', `planograms/${other.id}/data/${id}`)).status).toBe(404);

    const edited = await call<PlanogramData>('PUT', `planograms/${p.id}/data/${id}`, { ...added.body, retail: 3.99 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.retail).toBe(3.99);
    expect((await call('PUT', `planograms/${p.id}/data/${id}`, { ...added.body, retail: 4 })).status).toBe(409);

    expect((await call('DELETE', `planograms/${p.id}/data/${id}`)).status).toBe(204);
    expect((await call<PlanogramData[]>('GET', `planograms/${p.id}/data`)).body).toEqual([]);
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body.dataRowsCount).toBe(0);
    // The UPC is free again once its row is gone.
    expect((await call('POST', `planograms/${p.id}/data`, row(1))).status).toBe(201);
  });

  it('names bad fields: UPC digits 6-14, money of 2 decimals, quantity whole', async () => {
    const p = await createPlanogram();
    const bad = await call<Errors>(
      'POST',
      `planograms/${p.id}/data`,
      row(1, { upc: '12a', cost: 1.234, quantity: 1.5, slotCode: '' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['upc', 'cost', 'quantity', 'slotCode']));
  });

  it('keeps UPC and slot unique in a planogram: of two concurrent adds of one UPC one wins', async () => {
    const p = await createPlanogram();
    const [a, b] = await Promise.all([
      call<PlanogramData & Errors>('POST', `planograms/${p.id}/data`, row(7, { slotCode: 'A' })),
      call<PlanogramData & Errors>('POST', `planograms/${p.id}/data`, row(7, { slotCode: 'B' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(Object.keys(loser.body.errors)).toEqual(['upc']);
    expect((await call<PlanogramData[]>('GET', `planograms/${p.id}/data`)).body).toHaveLength(1);
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body.dataRowsCount).toBe(1);
    const slot = await call<Errors>(
      'POST',
      `planograms/${p.id}/data`,
      row(8, { slotCode: a.status === 201 ? 'A' : 'B' }),
    );
    expect(slot.status).toBe(409);
    expect(Object.keys(slot.body.errors)).toEqual(['slotCode']);
    // Another planogram may use the same UPC.
    expect((await call('POST', `planograms/${(await createPlanogram()).id}/data`, row(7))).status).toBe(201);
  });
});

describe('planogram import', () => {
  it('reports every bad row and writes nothing (all or nothing)', async () => {
    const p = await createPlanogram();
    const bytes = await workbook([
      ['S1', 'I1', '100000000001', 'ok', 1, 2, 3],
      ['S2', 'I2', '', 'no upc', 1, 2, 3],
      ['S3', 'I3', '100000000001', 'repeated', 1, 2, 3],
      ['S4', 'I4', '100000000004', 'bad cost', -1, 2, 3],
    ]);
    const result = await importFile(p.id, bytes, true);
    expect(result.status).toBe(400);
    const messages = (result.body.errors as Record<string, string[]>).file ?? [];
    expect(messages).toContain('Row 3: UPC is required.');
    expect(messages).toContain('Row 4: UPC 100000000001 is also in row 2.');
    expect(messages).toContain('Row 5: Cost must be 0 or more.');
    expect((await call<PlanogramData[]>('GET', `planograms/${p.id}/data`)).body).toEqual([]);
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body).toMatchObject({
      dataRowsCount: 0,
      layoutCellsCount: 0,
    });
  });

  it('refuses a file that is not an .xlsx (400) and a planogram with data (409)', async () => {
    const p = await createPlanogram();
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('Slot Code,UPC\nS1,123456\n')], { type: 'text/csv' }), 'rows.csv');
    const csv = await fetch(`${stackUrl()}/api/planograms/${p.id}/data/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}` },
      body: form,
    });
    expect(csv.status).toBe(400);
    await call('POST', `planograms/${p.id}/data`, row(1));
    const full = await importFile(p.id, await workbook([['S9', 'I9', '100000000009', 'x', 1, 1, 1]]), false);
    expect(full.status).toBe(409);
  });

  it('imports rows in sheet order and with AutoPopulate builds the grid: header rows, then slots left to right', async () => {
    const p = await createPlanogram({ numberOfColumns: 3, numberOfRows: 1, numberOfHeaderRows: 1 });
    const rows = Array.from({ length: 7 }, (_, i) => [
      `S${i + 1}`,
      `I${i + 1}`,
      String(200000000000 + i),
      `Item ${i + 1}`,
      1.5,
      2.75,
      i + 1,
    ]);
    const result = await importFile(p.id, await workbook(rows), true);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ dataRows: 7, layoutCells: 8 });
    // 1 header row + ceil(7 / 3) = 4 rows: numberOfRows grows to fit.
    expect(result.body.planogram).toMatchObject({ dataRowsCount: 7, layoutCellsCount: 8, numberOfRows: 4 });
    const data = (await call<PlanogramData[]>('GET', `planograms/${p.id}/data`)).body;
    expect(data.map((d) => d.slotCode)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7']);
    const layout = (await call<LayoutPage>('GET', `planograms/${p.id}/layout`)).body;
    expect(layout).toMatchObject({ totalRows: 4, numberOfColumns: 3, fromRow: 1, toRow: 100 });
    expect(layout.cells[0]).toMatchObject({ row: 1, column: 1, columnSpan: 3, cellType: 0, caption: p.planogramCode });
    const slots = layout.cells.filter((c) => c.cellType === 2);
    expect(slots.map((c) => [c.row, c.column, c.caption])).toEqual([
      [2, 1, 'S1'],
      [2, 2, 'S2'],
      [2, 3, 'S3'],
      [3, 1, 'S4'],
      [3, 2, 'S5'],
      [3, 3, 'S6'],
      [4, 1, 'S7'],
    ]);
    expect(slots[6]?.planogramDataId).toBe(data[6]?.planogramDataId);
    expect(slots[6]?.quantity).toBe(7);
    // Not empty any more.
    expect((await importFile(p.id, await workbook(rows), false)).status).toBe(409);
  });

  it('is refused to roles that do not write planograms', async () => {
    const p = await createPlanogram();
    expect((await importFile(p.id, await workbook([['S1', '', '123456', '', 0, 0, 0]]), false, 'merch')).status).toBe(
      403,
    );
  });
});

describe('planogram layout', () => {
  const cell = (r: number, c: number, extra: Record<string, unknown> = {}) => ({
    row: r,
    column: c,
    rowSpan: 1,
    columnSpan: 1,
    cellType: 1,
    caption: `${r}/${c}`,
    quantity: 0,
    planogramDataId: 0,
    ...extra,
  });

  it('replaces the cells of the rows saved, keeping other rows, and pages by rows', async () => {
    const p = await createPlanogram({ numberOfColumns: 2, numberOfRows: 4, numberOfHeaderRows: 1 });
    const data = await call<PlanogramData>('POST', `planograms/${p.id}/data`, row(1));
    const first = await call<LayoutPage>('POST', `planograms/${p.id}/layout`, {
      fromRow: 1,
      toRow: 4,
      cells: [
        cell(1, 1, { cellType: 0, columnSpan: 2 }),
        cell(2, 1),
        cell(2, 2, { cellType: 2, planogramDataId: data.body.planogramDataId }),
        cell(3, 1),
        cell(4, 1),
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body.layoutCellsCount).toBe(5);
    const layoutId = first.body.cells.find((c) => c.row === 2 && c.column === 1)?.planogramLayoutId;

    const second = await call<LayoutPage>('POST', `planograms/${p.id}/layout`, {
      fromRow: 2,
      toRow: 3,
      cells: [cell(2, 1, { caption: 'changed' }), cell(3, 1, { columnSpan: 2 })],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const page = (await call<LayoutPage>('GET', `planograms/${p.id}/layout?pageNumber=1&pageSize=2`)).body;
    expect(page.cells.map((c) => [c.row, c.column])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(page.cells[1]).toMatchObject({ caption: 'changed', planogramLayoutId: layoutId });
    const next = (await call<LayoutPage>('GET', `planograms/${p.id}/layout?pageNumber=2&pageSize=2`)).body;
    expect(next.cells.map((c) => [c.row, c.column, c.columnSpan])).toEqual([
      [3, 1, 2],
      [4, 1, 1],
    ]);
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body.layoutCellsCount).toBe(4);
  });

  it('refuses cells outside the grid, overlapping, of foreign data rows, or headers below the header rows', async () => {
    const p = await createPlanogram({ numberOfColumns: 2, numberOfRows: 2, numberOfHeaderRows: 1 });
    const bad = await call<Errors>('POST', `planograms/${p.id}/layout`, {
      fromRow: 1,
      toRow: 2,
      cells: [
        cell(1, 1, { columnSpan: 3 }),
        cell(2, 1, { rowSpan: 1, columnSpan: 2 }),
        cell(2, 2),
        cell(2, 1, { cellType: 0 }),
        cell(1, 2, { planogramDataId: 999999 }),
      ],
    });
    expect(bad.status).toBe(400);
    const keys = Object.keys(bad.body.errors);
    expect(keys).toEqual(
      expect.arrayContaining(['cells.0.column', 'cells.2.row', 'cells.3.cellType', 'cells.4.planogramDataId']),
    );
    expect((await call<Planogram>('GET', `planograms/${p.id}`)).body.layoutCellsCount).toBe(0);
  });

  it('refuses shrinking the grid below a used cell (409), and deleting a row clears the cells showing it', async () => {
    const p = await createPlanogram({ numberOfColumns: 3, numberOfRows: 3, numberOfHeaderRows: 0 });
    const data = await call<PlanogramData>('POST', `planograms/${p.id}/data`, row(5));
    await call('POST', `planograms/${p.id}/layout`, {
      fromRow: 3,
      toRow: 3,
      cells: [cell(3, 3, { cellType: 2, planogramDataId: data.body.planogramDataId })],
    });
    const current = (await call<Planogram>('GET', `planograms/${p.id}`)).body;
    const shrink = await call<Errors>('PUT', `planograms/${p.id}`, { ...current, numberOfRows: 2 });
    expect(shrink.status).toBe(409);
    expect(String(shrink.body.errors)).toContain('Cell (3, 3)');
    expect((await call('DELETE', `planograms/${p.id}/data/${data.body.planogramDataId}`)).status).toBe(204);
    const layout = (await call<LayoutPage>('GET', `planograms/${p.id}/layout`)).body;
    expect(layout.cells[0]).toMatchObject({ row: 3, column: 3, planogramDataId: 0 });
  });
});

describe('planogram copy and delete, and job traits', () => {
  it('copies rows and cells with new ids and the data ids remapped; the code gets -COPY, then -COPY2', async () => {
    const p = await createPlanogram({ numberOfColumns: 2, numberOfRows: 1, numberOfHeaderRows: 0 });
    await importFile(
      p.id,
      await workbook([
        ['S1', 'I1', '300000000001', 'a', 1, 2, 3],
        ['S2', 'I2', '300000000002', 'b', 1, 2, 3],
      ]),
      true,
    );
    const copy = await call<Planogram>('POST', `planograms/${p.id}/copy`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({
      planogramCode: `${p.planogramCode}-COPY`,
      dataRowsCount: 2,
      layoutCellsCount: 2,
      inactive: false,
    });
    const again = await call<Planogram>('POST', `planograms/${p.id}/copy`);
    expect(again.body.planogramCode).toBe(`${p.planogramCode}-COPY2`);
    const rows = (await call<PlanogramData[]>('GET', `planograms/${copy.body.id}/data`)).body;
    const original = (await call<PlanogramData[]>('GET', `planograms/${p.id}/data`)).body;
    expect(rows.map((r) => r.upc)).toEqual(original.map((r) => r.upc));
    expect(rows.map((r) => r.planogramDataId)).not.toEqual(original.map((r) => r.planogramDataId));
    const cells = (await call<LayoutPage>('GET', `planograms/${copy.body.id}/layout`)).body.cells;
    expect(cells.map((c) => c.planogramDataId)).toEqual(rows.map((r) => r.planogramDataId));
    // The copy's UPCs are its own: a row may be added to the copy without touching the original.
    expect((await call('POST', `planograms/${copy.body.id}/data`, row(9))).status).toBe(201);
  });

  it('gives a trait the code of its planogram, follows a rename, and refuses deleting a planogram in use', async () => {
    const p = await createPlanogram();
    const trait = await call<JobTrait>('POST', 'traits/job', {
      jobId,
      traitDescription: `Trait ${run}`,
      planogramId: p.id,
      planogramCode: 'FROM-THE-CLIENT',
    });
    expect(trait.status, JSON.stringify(trait.body)).toBe(201);
    expect(trait.body.planogramCode).toBe(p.planogramCode);

    const renamed = await call<Planogram>('PUT', `planograms/${p.id}`, { ...p, planogramCode: `${p.planogramCode}-R` });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const traits = await call<JobTrait[]>('GET', `traits/job?jobId=${jobId}`);
    expect(traits.body.find((t) => t.id === trait.body.id)?.planogramCode).toBe(`${p.planogramCode}-R`);

    const used = await call<Errors>('DELETE', `planograms/${p.id}`);
    expect(used.status).toBe(409);
    expect(String(used.body.errors)).toContain('is used by 1 trait');

    const unknown = await call<Errors>('POST', 'traits/job', { jobId, traitDescription: 'x', planogramId: 987654321 });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['planogramId']);
    const inactive = await createPlanogram({ inactive: true });
    expect((await call('POST', 'traits/job', { jobId, traitDescription: 'x', planogramId: inactive.id })).status).toBe(
      400,
    );

    // Once the trait lets go of it, the planogram, its rows and its cells can be deleted.
    const freed = await call('PUT', `traits/job/${trait.body.id}`, {
      traitDescription: trait.body.traitDescription,
      planogramId: null,
      version: (traits.body.find((t) => t.id === trait.body.id) as JobTrait).version,
    });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    await call('POST', `planograms/${p.id}/data`, row(1));
    expect((await call('DELETE', `planograms/${p.id}`)).status).toBe(204);
    expect((await call('GET', `planograms/${p.id}`)).status).toBe(404);
    expect((await call('GET', `planograms/${p.id}/data`)).status).toBe(404);
    // Its code and UPCs are free again.
    const reused = await createPlanogram({ planogramCode: `${p.planogramCode}-R` });
    expect((await call('POST', `planograms/${reused.id}/data`, row(1))).status).toBe(201);
  });

  it('refuses deleting a planogram an order was taken on (409)', async () => {
    const p = await createPlanogram();
    const order: Order = {
      id: await nextId('order'),
      serviceId: await nextId('service'),
      jobId,
      supplierId: 1,
      storeNumber: 1,
      planogramId: p.id,
      planogramCode: p.planogramCode,
      status: 'Submitted',
      noCountNeeded: true,
      lineCount: 0,
      totalQuantity: 0,
    };
    await documentClient().send(
      new PutCommand({ TableName: env.tableName, Item: toItem(OrderEntity, order, firstAudit('test')) }),
    );
    const used = await call<Errors>('DELETE', `planograms/${p.id}`);
    expect(used.status).toBe(409);
    expect(String(used.body.errors)).toBe(`Planogram "${p.planogramCode}" has orders. Make it inactive instead.`);
    expect((await call('GET', `planograms/${p.id}`)).status).toBe(200);
  });
});
