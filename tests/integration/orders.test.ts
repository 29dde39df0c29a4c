import { ORDER_MESSAGES, type OrderHeader, type OrderLineRow } from '@shelfline/shared/contracts/order.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { putItems } from '../../functions/data/batch.ts';
import { getOrderOfService, readOrderPartition } from '../../functions/data/content/orders.repository.ts';
import { OrderEntity } from '../../functions/data/entities/order.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { nextAudit, toItem } from '../../functions/data/entity.ts';
import { addTraitToStores, listStoreTraitsOfStore } from '../../functions/data/master-data/jobs.repository.ts';
import { api, signInAll } from '../support/local-stack.ts';
import {
  markTestOrderExported,
  putTestPlanogram,
  rewriteTestDataRow,
  type TestPlanogram,
} from '../support/order-fixtures.ts';
import { createTestServices, type TestServiceOptions, testMonth } from '../support/services.ts';
import { must } from '../support/workers.ts';

/*
 * The orders family over HTTP (002 §7 Orders; brief §8): the team lead's scope on every call, activation, the
 * planogram found through the service's trait and frozen on the order, scans (one line per UPC even under concurrent
 * scans, item data copied), delete toggle and exact quantities, submit rules and the PO number, UnSubmit by staff
 * only, exported orders terminal, and DELETE schedule refused while the order is submitted. Services lie in a month
 * of this file's own; each test makes its own planogram and services.
 */
type Login = 'admin' | 'am' | 'sup' | 'merch';
const tokens: Record<Login, string> = { admin: '', am: '', sup: '', merch: '' };
/** The demo `merch` login is employee 4. */
const MERCH = 4;
let day: (n: number) => string;

type Errors = { errors?: Record<string, string[]> | string };
const header = (serviceId: number, login: Login = 'merch') =>
  api<OrderHeader & Errors>('GET', `orders/header?serviceId=${serviceId}`, { token: tokens[login] });
const detail = (orderId: number, login: Login = 'merch') =>
  api<OrderLineRow[] & Errors>('GET', `orders/detail?orderId=${orderId}`, { token: tokens[login] });
const scan = (body: Record<string, unknown>, login: Login = 'merch') =>
  api<OrderLineRow[] & Errors>('POST', 'orders', { token: tokens[login], body: { quantity: 1, ...body } });
const setQuantity = (serviceId: number, orderDetailId: number, quantity: number, login: Login = 'merch') =>
  api<OrderLineRow[] & Errors>(
    'PATCH',
    `orders/detail/quantity?serviceId=${serviceId}&orderDetailId=${orderDetailId}&quantity=${quantity}`,
    { token: tokens[login] },
  );
const submit = (body: Record<string, unknown>, login: Login = 'merch') =>
  api<OrderHeader & Errors>('POST', 'orders/submit', { token: tokens[login], body });
const unsubmit = (orderId: number, login: Login) =>
  api<OrderHeader & Errors>('POST', `orders/${orderId}/unsubmit`, { token: tokens[login], body: {} });

const UPCS = ['012345678905', '036000291452', '042100005264', '070847811169'];

/** A live service of day `n` led by `merch`, whose trait leads to a new planogram of UPCS. */
async function serviceWithPlanogram(
  n: number,
  options: Partial<TestServiceOptions> = {},
): Promise<{ service: Service; planogram: TestPlanogram }> {
  const [probe] = await createTestServices(1, { earliestDate: day(n), isActivated: true, merchandiserId: MERCH });
  const planogram = await putTestPlanogram(must(probe).jobId, UPCS);
  const [service] = await createTestServices(1, {
    earliestDate: day(n),
    isActivated: true,
    merchandiserId: MERCH,
    trait: ` ${planogram.traitDescription.toUpperCase()} `,
    ...options,
  });
  return { service: must(service), planogram };
}

beforeAll(async () => {
  await signInAll(tokens);
  day = (await testMonth()).day;
});

describe('orders: scope and activation', () => {
  it('answers 404 on every call for another merchandiser’s service, 409 when not activated', async () => {
    const { service: foreign } = await serviceWithPlanogram(1, { merchandiserId: 999_101 });
    expect((await header(foreign.id)).status).toBe(404);
    expect((await scan({ serviceId: foreign.id, upc: UPCS[0] })).status).toBe(404);
    expect((await submit({ serviceId: foreign.id, noCountNeeded: true })).status).toBe(404);
    const bySupervisor = await scan({ serviceId: foreign.id, upc: UPCS[0] }, 'sup');
    expect(bySupervisor.status, JSON.stringify(bySupervisor.body)).toBe(200);
    const orderId = must((await header(foreign.id, 'sup')).body.orderId ?? undefined);
    expect((await detail(orderId)).status).toBe(404);
    expect((await detail(orderId, 'sup')).body).toHaveLength(1);
    expect((await setQuantity(foreign.id, must(bySupervisor.body[0]).orderDetailId, 3)).status).toBe(404);

    const [planned] = await createTestServices(1, { earliestDate: day(1), isActivated: false, merchandiserId: MERCH });
    const refused = await header(must(planned).id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Service ${must(planned).id} is not activated.`);
    expect((await header(999_999_999)).status).toBe(404);
  });

  it('orders/jobs lists the caller’s own activated services for a merchandiser, the named one for staff', async () => {
    const other = 999_102;
    const services = await createTestServices(3, { earliestDate: day(2), isActivated: true, merchandiserId: other });
    await createTestServices(1, { earliestDate: day(2), isActivated: false, merchandiserId: other });
    const staff = await api<{ items: { serviceID: number; orderStatus: string | null }[]; totalRecords: number }>(
      'POST',
      'orders/jobs',
      { token: tokens.sup, body: { merchandiserId: other, pageNumber: 1, pageSize: 10 } },
    );
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    expect(staff.body.totalRecords).toBe(3);
    expect(staff.body.items.map((r) => r.serviceID).sort()).toEqual(services.map((s) => s.id).sort());
    expect(staff.body.items.every((r) => r.orderStatus === null)).toBe(true);
    const own = await api<{ items: { serviceID: number }[] }>('POST', 'orders/jobs', {
      token: tokens.merch,
      body: { merchandiserId: other, pageNumber: 1, pageSize: 100 },
    });
    expect(own.status).toBe(200);
    expect(own.body.items.some((r) => services.some((s) => s.id === r.serviceID))).toBe(false);
    const missing = await api<Errors>('POST', 'orders/jobs', { token: tokens.sup, body: {} });
    expect(missing.status).toBe(400);
  });
});

describe('orders: scanning', () => {
  it('finds the planogram through the trait, copies item data, refuses UPCs outside it, keeps lines frozen', async () => {
    const { service, planogram } = await serviceWithPlanogram(3);
    const before = await header(service.id);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({
      orderId: null,
      planogramId: planogram.planogram.id,
      planogramCode: planogram.planogram.planogramCode,
      storeNumber: service.storeNumber,
      isOrderSubmitted: false,
      canUnsubmit: false,
    });
    const first = await scan({ serviceId: service.id, upc: UPCS[1], quantity: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const row = must(planogram.rows[1]);
    expect(first.body).toEqual([
      {
        orderDetailId: expect.any(Number),
        itemCode: row.itemCode,
        slotNumber: row.slotCode,
        upc: row.upc,
        title: row.itemDescription,
        quantity: 2,
        cost: row.cost,
        retail: row.retail,
      },
    ]);
    const outside = await scan({ serviceId: service.id, upc: '99999999' });
    expect(outside.status).toBe(404);
    expect(outside.body.errors).toBe(`UPC 99999999 is not in planogram ${planogram.planogram.planogramCode}.`);

    await rewriteTestDataRow({ ...row, itemDescription: 'Renamed later', cost: 99 });
    const again = await scan({ serviceId: service.id, upc: UPCS[1], quantity: 3 });
    expect(again.body).toEqual([expect.objectContaining({ title: row.itemDescription, cost: row.cost, quantity: 5 })]);
    const orderId = must((await header(service.id)).body.orderId ?? undefined);
    expect((await detail(orderId)).body).toEqual(again.body);
  });

  it('isDelete subtracts and removes at 0, refuses more than the line holds; PATCH sets exact, 0 removes', async () => {
    const { service } = await serviceWithPlanogram(4);
    await scan({ serviceId: service.id, upc: UPCS[0], quantity: 4 });
    const two = await scan({ serviceId: service.id, upc: UPCS[2], quantity: 1 });
    expect(two.body).toHaveLength(2);
    const less = await scan({ serviceId: service.id, upc: UPCS[0], quantity: 1, isDelete: true });
    expect(less.body.find((l) => l.upc === UPCS[0])?.quantity).toBe(3);
    const tooMany = await scan({ serviceId: service.id, upc: UPCS[0], quantity: 5, isDelete: true });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors).toBe(`Cannot remove 5 of UPC ${UPCS[0]}: the order has 3.`);
    const gone = await scan({ serviceId: service.id, upc: UPCS[0], quantity: 3, isDelete: true });
    expect(gone.body.map((l) => l.upc)).toEqual([UPCS[2]]);

    const line = must(gone.body[0]);
    const set = await setQuantity(service.id, line.orderDetailId, 7);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body[0]?.quantity).toBe(7);
    expect((await setQuantity(service.id, line.orderDetailId, -1)).status).toBe(400);
    expect((await setQuantity(service.id, 123_456_789, 1)).status).toBe(404);
    const removed = await setQuantity(service.id, line.orderDetailId, 0);
    expect(removed.body).toEqual([]);
    const order = must(await getOrderOfService(service.id));
    expect(order).toMatchObject({ lineCount: 0, totalQuantity: 0 });
    expect((await scan({ serviceId: service.id, upc: 'abc' })).status).toBe(400);
  });

  it('a scan sent again with the same scanId (a retry after a lost answer) is counted once', async () => {
    const { service } = await serviceWithPlanogram(12);
    const first = await scan({ serviceId: service.id, upc: UPCS[0], quantity: 2, scanId: 'scan-0001-a' });
    const retried = await scan({ serviceId: service.id, upc: UPCS[0], quantity: 2, scanId: 'scan-0001-a' });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    const next = await scan({ serviceId: service.id, upc: UPCS[0], quantity: 1, scanId: 'scan-0002-b' });
    expect(next.body[0]?.quantity).toBe(3);
    await scan({ serviceId: service.id, upc: UPCS[0], quantity: 1, scanId: 'scan-0002-b' });
    const { order, lines } = await readOrderPartition(service.id);
    expect(lines[0]?.quantity).toBe(3);
    expect(order).toMatchObject({ lineCount: 1, totalQuantity: 3 });
  });

  it('20 concurrent scans of one UPC make one line of quantity 20', async () => {
    const { service } = await serviceWithPlanogram(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan({ serviceId: service.id, upc: UPCS[3] })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const { order, lines } = await readOrderPartition(service.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(20);
    expect(order).toMatchObject({ lineCount: 1, totalQuantity: 20 });
  });
});

describe('orders: the planogram of a service', () => {
  it('falls back to the store’s one active planogram, ignores inactive ones, and is frozen on the order', async () => {
    const options = { earliestDate: day(11), isActivated: true, merchandiserId: MERCH, trait: 'Matches no trait' };
    const candidates = await createTestServices(8, options);
    let index = -1;
    for (const [i, c] of candidates.entries()) {
      if ((await listStoreTraitsOfStore(c.storeId, c.jobId)).length === 0) {
        index = i;
        break;
      }
    }
    const service = must(candidates[index]);
    const active = await putTestPlanogram(service.jobId, UPCS);
    const inactive = await putTestPlanogram(service.jobId, UPCS, { inactive: true });
    for (const p of [active, inactive])
      await addTraitToStores({ id: p.traitId, jobId: service.jobId }, [service.storeId], 'test');
    expect((await header(service.id)).body.planogramId).toBe(active.planogram.id);
    expect((await scan({ serviceId: service.id, upc: UPCS[0] })).status).toBe(200);

    // A second active planogram at the store: a new service finds none (ambiguous); the order keeps its own.
    const second = await putTestPlanogram(service.jobId, UPCS);
    await addTraitToStores({ id: second.traitId, jobId: service.jobId }, [service.storeId], 'test');
    const twin = must((await createTestServices(8, options))[index]);
    expect([twin.storeId, twin.jobId]).toEqual([service.storeId, service.jobId]);
    expect((await header(twin.id)).body.planogramId).toBeNull();
    expect((await header(service.id)).body.planogramId).toBe(active.planogram.id);
  });
});

describe('orders: submit, unsubmit, export', () => {
  it('submit needs lines or No Count Required (not both), gives the PO number; scans are refused after', async () => {
    const { service } = await serviceWithPlanogram(6);
    const empty = await submit({ serviceId: service.id, orderId: null, noCountNeeded: false });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ noCountNeeded: [ORDER_MESSAGES.noDetails] });
    await scan({ serviceId: service.id, upc: UPCS[0] });
    const orderId = must((await header(service.id)).body.orderId ?? undefined);
    const both = await submit({ serviceId: service.id, orderId, noCountNeeded: true });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ noCountNeeded: [ORDER_MESSAGES.linesWithNoCount] });
    const stale = await submit({ serviceId: service.id, orderId: orderId + 100_000, noCountNeeded: false });
    expect(stale.status).toBe(409);

    const done = await submit({ serviceId: service.id, orderId, noCountNeeded: false });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      orderId,
      isOrderSubmitted: true,
      status: 'Submitted',
      poNumber: `${service.storeNumber}-${orderId}`,
      canUnsubmit: false,
    });
    expect((await header(service.id, 'sup')).body.canUnsubmit).toBe(true);
    const late = await scan({ serviceId: service.id, upc: UPCS[1] });
    expect(late.status).toBe(409);
    expect(late.body.errors).toBe(`Order ${orderId} is submitted.`);
    expect((await submit({ serviceId: service.id, orderId, noCountNeeded: false })).status).toBe(409);

    expect((await unsubmit(orderId, 'merch')).status).toBe(403);
    const back = await unsubmit(orderId, 'sup');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ isOrderSubmitted: false, status: 'Unsubmitted', poNumber: null });
    expect((await unsubmit(orderId, 'am')).status).toBe(409);
    expect((await scan({ serviceId: service.id, upc: UPCS[1] })).status).toBe(200);
  });

  it('a service without planogram takes only a No Count Required submit', async () => {
    const [bare] = await createTestServices(1, {
      earliestDate: day(7),
      isActivated: true,
      merchandiserId: MERCH,
      trait: 'No such trait anywhere',
    });
    const service = must(bare);
    const read = await header(service.id);
    expect(read.body).toMatchObject({ planogramId: null, planogramCode: null, orderId: null });
    expect((await scan({ serviceId: service.id, upc: UPCS[0] })).status).toBe(409);
    const done = await submit({ serviceId: service.id, orderId: null, planogramId: null, noCountNeeded: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ isOrderSubmitted: true, noCountNeeded: true, planogramId: null });
  });

  it('an exported order refuses UnSubmit and line edits with 409', async () => {
    const { service } = await serviceWithPlanogram(8);
    const lines = await scan({ serviceId: service.id, upc: UPCS[0] });
    const orderId = must((await header(service.id)).body.orderId ?? undefined);
    await submit({ serviceId: service.id, orderId, noCountNeeded: false });
    await markTestOrderExported(must(await getOrderOfService(service.id)));
    const refused = await unsubmit(orderId, 'admin');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Order ${orderId} has been exported.`);
    const edit = await setQuantity(service.id, must(lines.body[0]).orderDetailId, 5, 'admin');
    expect(edit.status).toBe(409);
    expect(edit.body.errors).toBe(`Order ${orderId} has been exported.`);
    expect((await scan({ serviceId: service.id, upc: UPCS[0] }, 'admin')).status).toBe(409);
    expect((await header(service.id)).body).toMatchObject({ status: 'Exported', isOrderSubmitted: true });
  });
});

describe('an order an export has claimed', () => {
  it('refuses UnSubmit until the export has marked or released it (409)', async () => {
    const { service } = await serviceWithPlanogram(9);
    await scan({ serviceId: service.id, upc: UPCS[0] });
    const orderId = must((await header(service.id)).body.orderId ?? undefined);
    await submit({ serviceId: service.id, orderId, noCountNeeded: false });
    const order = must(await getOrderOfService(service.id));
    await putItems([
      toItem(OrderEntity, { ...order, exportId: `claim-${orderId}` }, nextAudit(order, 'test')),
    ] as unknown as Record<string, unknown>[]);
    const refused = await unsubmit(orderId, 'admin');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Order ${orderId} is being exported. Try again in a moment.`);
  });
});

describe('DELETE schedule and the order', () => {
  it('is refused while the order is submitted, and takes an open order with its lines', async () => {
    const { service } = await serviceWithPlanogram(9);
    await scan({ serviceId: service.id, upc: UPCS[0] });
    const orderId = must((await header(service.id)).body.orderId ?? undefined);
    await submit({ serviceId: service.id, orderId, noCountNeeded: false });
    const refused = await api<Errors>('DELETE', 'schedule', { token: tokens.admin, body: { serviceId: service.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Service ${service.id} has a submitted order (${orderId}): it cannot be deleted.`);

    const { service: open } = await serviceWithPlanogram(10);
    await scan({ serviceId: open.id, upc: UPCS[0] });
    await scan({ serviceId: open.id, upc: UPCS[1] });
    const deleted = await api('DELETE', 'schedule', { token: tokens.admin, body: { serviceId: open.id } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await readOrderPartition(open.id)).toEqual({ lines: [] });
  });
});
