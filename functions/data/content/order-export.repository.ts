import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { inLanes } from '../../common/in-lanes.ts';
import { batchGet, sleep } from '../batch.ts';
import { type Order, OrderEntity, OrderPatterns } from '../entities/order.entity.ts';
import type { OrderExport } from '../entities/order-export.entity.ts';
import { OrderExportEntity } from '../entities/order-export.entity.ts';
import type { OrderLine } from '../entities/order-line.entity.ts';
import { OrderLineEntity } from '../entities/order-line.entity.ts';
import { type Store, StoreEntity } from '../entities/store.entity.ts';
import { type Audit, firstAudit, fromItem, toItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import type { IndexName } from '../table.ts';

/*
 * Orders as the order export reads and changes them (002 §2 Order maintenance; brief §9c). Orders are written by the
 * orders family; this module only reads them through their entity's patterns (order.entity.ts: `notExported`,
 * `exported`, `byId`, `ofService`) and moves them through the export's three steps, each conditional:
 *
 *   claim   Submitted, no exportId        → exportId set (out of the NotExported index)
 *   mark    exportId ours, still Submitted → Exported with date, file and who (into the History index)
 *   release exportId ours                  → Submitted, no exportId (back in the NotExported index)
 *
 * The index keys of each step come from the entity (`toItem` of the order as it will be), never written by hand, so
 * they cannot drift from what the orders family writes. The export's own item (order-export.entity.ts) is the fence:
 * claim and mark transactions check that it is still Claimed, so an export undone as abandoned cannot go on.
 */

export type StoredOrder = Order & Audit;
export type StoredOrderExport = OrderExport & Audit;

/** DynamoDB takes at most 100 items a transaction: 99 orders and the export's item. */
const ORDERS_PER_TRANSACTION = 99;
/** Order partitions read at once (brief §9h). */
export const ORDER_LANES = 32;

const table = () => env.tableName;
const isOrder = (item: Record<string, unknown>) => item.type === OrderEntity.name;
const isLine = (item: Record<string, unknown>) => item.type === OrderLineEntity.name;

// ------------------------------------------------------------------------------------------------ reads

/** Submitted orders of a job not exported yet (sparse index), by order id. */
export async function notExportedOrdersOfJob(jobId: number): Promise<StoredOrder[]> {
  const orders: StoredOrder[] = [];
  for await (const item of queryPattern(OrderPatterns, 'notExported', [jobId])) orders.push(fromItem<Order>(item));
  return orders;
}

/** Exported orders of a job whose export date lies in from..to (days, `to` inclusive): heads only. */
export async function exportedOrdersOfJob(jobId: number, fromDate: string, toDate: string): Promise<StoredOrder[]> {
  const orders: StoredOrder[] = [];
  for await (const item of queryPattern(OrderPatterns, 'exported', [jobId, fromDate, toDate]))
    orders.push(fromItem<Order>(item));
  return orders;
}

/** Orders by id (one Query of the id index each, in lanes); ids without an order are left out. */
export async function ordersByIds(ids: readonly number[]): Promise<StoredOrder[]> {
  const found = await inLanes(ids, ORDER_LANES, async (id) => {
    for await (const item of queryPattern(OrderPatterns, 'byId', [id])) if (isOrder(item)) return fromItem<Order>(item);
    return undefined;
  });
  return found.filter((o): o is StoredOrder => o !== undefined);
}

/** The lines of one order (its service's partition), in the order they were scanned. */
export async function linesOfOrderInPartition(order: Pick<Order, 'id' | 'serviceId'>): Promise<OrderLine[]> {
  const found: OrderLine[] = [];
  for await (const item of queryPattern(OrderPatterns, 'ofService', [order.serviceId]))
    if (isLine(item) && item.orderId === order.id) found.push(fromItem<OrderLine>(item));
  return found.sort((a, b) => a.orderDetailId - b.orderDetailId);
}

/** The lines of each order (order partitions read in lanes ≤ 32, brief §9h), by order id. */
export async function linesOfOrders(
  orders: readonly Pick<Order, 'id' | 'serviceId'>[],
): Promise<Map<number, OrderLine[]>> {
  const lines = await inLanes(orders, ORDER_LANES, linesOfOrderInPartition);
  return new Map(orders.map((order, i) => [order.id, lines[i] ?? []]));
}

/** Export records by id (BatchGet), e.g. the files of the exports History lists. */
export async function orderExportsByIds(ids: readonly string[]): Promise<Map<string, StoredOrderExport>> {
  const found = new Map<string, StoredOrderExport>();
  await batchGet(
    [...new Set(ids)].map((id) => OrderExportEntity.key(id)),
    (item) => found.set(String(item.id), fromItem<OrderExport>(item)),
    { lanes: 4 },
  );
  return found;
}

/** Stores by id (BatchGet of the fields an export uses). */
export async function storesByIds(
  ids: readonly number[],
): Promise<Map<number, Pick<Store, 'id' | 'address1' | 'postalCode'>>> {
  const stores = new Map<number, Pick<Store, 'id' | 'address1' | 'postalCode'>>();
  await batchGet(
    [...new Set(ids)].map((id) => StoreEntity.key(id)),
    (item) => stores.set(Number(item.id), fromItem<Store>(item)),
    { lanes: 4, fields: ['id', 'address1', 'postalCode'] },
  );
  return stores;
}

export async function getOrderExport(id: string): Promise<StoredOrderExport | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: OrderExportEntity.key(id), ConsistentRead: true }),
  );
  return Item ? fromItem<OrderExport>(Item) : undefined;
}

// ------------------------------------------------------------------------------------------------ steps

/** Orders another export holds, or that are no longer Submitted: nothing of this step was written. */
export class OrdersRefusedError extends Error {
  constructor(readonly orderIds: number[]) {
    super(`Orders ${orderIds.join(', ')} were exported or changed meanwhile.`);
    this.name = 'OrdersRefusedError';
  }
}

/** The export is no longer Claimed (undone as abandoned): it must stop. */
export class ExportFenceError extends Error {
  constructor(readonly exportId: string) {
    super(`Export ${exportId} was undone meanwhile.`);
    this.name = 'ExportFenceError';
  }
}

/** Records a new export as Claimed (before any order is claimed, so an undo always finds its item). */
export async function recordExportClaim(record: OrderExport, by: string): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: table(),
      Item: toItem(OrderExportEntity, record, firstAudit(by)),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** `SET`/`REMOVE` of the indexes whose keys the order's change moves (from the entity, as `toItem` computes them). */
function indexChange(next: Order): { set: Record<string, string>; remove: string[] } {
  const item = toItem(OrderEntity, next, firstAudit('')) as unknown as Record<string, unknown>;
  const set: Record<string, string> = {};
  const remove: string[] = [];
  for (const index of ['gsi2', 'gsi3'] as const satisfies readonly IndexName[]) {
    for (const part of ['pk', 'sk']) {
      const name = `${index}${part}`;
      if (typeof item[name] === 'string') set[name] = item[name] as string;
      else remove.push(name);
    }
  }
  return { set, remove };
}

/** Plain fields of the order record (what `toItem` may read), without its audit. */
function recordOf({
  version: _v,
  createdAt: _c,
  createdBy: _cb,
  modifiedAt: _m,
  modifiedBy: _mb,
  ...order
}: StoredOrder) {
  return order as Order;
}

/**
 * An UpdateItem of an order: `set` fields, `remove` fields, the index keys of `next`, version up, under `condition`
 * (placeholders `:e` for the export id and `:submitted`).
 */
function orderUpdate(
  order: StoredOrder,
  next: Order,
  change: {
    set?: Record<string, unknown>;
    remove?: string[];
    condition: string;
    exportId: string;
    by: string;
    /** Placeholders of the condition beyond `:e` and `:submitted`. */
    values?: Record<string, unknown>;
  },
): NonNullable<TransactItem['Update']> {
  const index = indexChange(next);
  const set = { ...change.set, ...index.set, modifiedAt: new Date().toISOString(), modifiedBy: change.by };
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {
    ':e': change.exportId,
    ':submitted': 'Submitted',
    ':one': 1,
    ...change.values,
  };
  const sets = Object.entries(set).map(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removes = [...(change.remove ?? []), ...index.remove].map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  const expression = `SET ${sets.join(', ')} ADD version :one${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`;
  // DynamoDB refuses placeholders an expression does not use.
  const used = (placeholder: string) => `${expression} ${change.condition}`.match(new RegExp(`${placeholder}\\b`));
  return {
    TableName: table(),
    Key: OrderEntity.key(order.id, order),
    UpdateExpression: expression,
    ConditionExpression: change.condition,
    ExpressionAttributeNames: Object.fromEntries(Object.entries(names).filter(([k]) => used(k))),
    ExpressionAttributeValues: Object.fromEntries(Object.entries(values).filter(([k]) => used(k))),
  };
}

const stillClaimed = (exportId: string): TransactItem => ({
  ConditionCheck: {
    TableName: table(),
    Key: OrderExportEntity.key(exportId),
    ConditionExpression: '#state = :claimed',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':claimed': 'Claimed' },
  },
});

/**
 * Runs transactions of up to 99 orders in ascending order id (so two exports of overlapping orders meet on the same
 * first order: one of them gets it, the other is refused, never both), each with the export's fence. A transaction
 * cancelled only for a conflict with another one in flight is retried; a refused order ends it (OrdersRefusedError
 * naming them, or ExportFenceError).
 */
async function inFencedTransactions(
  exportId: string,
  orders: readonly StoredOrder[],
  update: (order: StoredOrder) => NonNullable<TransactItem['Update']>,
  last?: TransactItem,
): Promise<void> {
  const sorted = [...orders].sort((a, b) => a.id - b.id);
  for (let start = 0; start < sorted.length; start += ORDERS_PER_TRANSACTION) {
    const chunk = sorted.slice(start, start + ORDERS_PER_TRANSACTION);
    const isLast = start + ORDERS_PER_TRANSACTION >= sorted.length;
    const items: TransactItem[] = [
      ...chunk.map((order) => ({ Update: update(order) })),
      isLast && last ? last : stillClaimed(exportId),
    ];
    for (let attempt = 0; ; attempt++) {
      try {
        await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
        break;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const refused = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
        if (refused.includes(chunk.length)) throw new ExportFenceError(exportId);
        if (refused.length > 0) throw new OrdersRefusedError(refused.map((i) => chunk[i]?.id ?? 0));
        if (attempt >= 4) throw new OrdersRefusedError(chunk.map((o) => o.id));
        await sleep(20 + Math.random() * 80 * (attempt + 1));
      }
    }
  }
}

/** Step 1: claims every order for the export (Submitted and unclaimed), in transactions of 99 behind the fence. */
export async function claimOrders(exportId: string, orders: readonly StoredOrder[], by: string): Promise<void> {
  await inFencedTransactions(exportId, orders, (order) =>
    orderUpdate(
      order,
      { ...recordOf(order), exportId },
      {
        set: { exportId },
        condition: '#status = :submitted AND attribute_not_exists(exportId)',
        exportId,
        by,
      },
    ),
  );
}

/**
 * Step 3: marks the claimed orders Exported (date, file, who) and, in the last transaction, the export itself; each
 * transaction only while the export is still Claimed. A failure here leaves the export Claimed, so its undo
 * (`abandonExport` + `releaseOrders`) takes back the orders marked so far: nothing stays half-marked.
 */
export async function markOrdersExported(
  exported: Pick<OrderExport, 'id' | 'fileKey' | 'fileName' | 'rows'> & { exportedAt: string },
  orders: readonly StoredOrder[],
  by: string,
): Promise<void> {
  const fields = { exportDate: exported.exportedAt, exportFileName: exported.fileName ?? '', exportedBy: by };
  const finish: TransactItem = {
    Update: {
      TableName: table(),
      Key: OrderExportEntity.key(exported.id),
      UpdateExpression:
        'SET #state = :exported, exportedAt = :at, fileKey = :key, fileName = :name, #rows = :rows, modifiedAt = :at ADD version :one',
      ConditionExpression: '#state = :claimed',
      ExpressionAttributeNames: { '#state': 'state', '#rows': 'rows' },
      ExpressionAttributeValues: {
        ':exported': 'Exported',
        ':claimed': 'Claimed',
        ':at': exported.exportedAt,
        ':key': exported.fileKey ?? '',
        ':name': exported.fileName ?? '',
        ':rows': exported.rows ?? 0,
        ':one': 1,
      },
    },
  };
  await inFencedTransactions(
    exported.id,
    orders,
    (order) =>
      orderUpdate(
        order,
        { ...recordOf(order), exportId: exported.id, status: 'Exported', ...fields },
        {
          set: { ...fields, status: 'Exported' },
          condition: 'exportId = :e AND #status = :submitted',
          exportId: exported.id,
          by,
        },
      ),
    finish,
  );
}

/**
 * Ends an export that will not finish (its own failure, or abandoned for longer than two minutes): Claimed →
 * Abandoned, only if it is still Claimed. Answers false when it had finished (Exported): then nothing is released.
 */
export async function abandonExport(exportId: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: OrderExportEntity.key(exportId),
        UpdateExpression: 'SET #state = :abandoned, modifiedAt = :now ADD version :one',
        ConditionExpression: 'attribute_exists(pk) AND #state <> :exported',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':abandoned': 'Abandoned',
          ':exported': 'Exported',
          ':now': new Date().toISOString(),
          ':one': 1,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Takes back every order the export still holds (claimed or marked): Submitted again, unclaimed, back in the
 * NotExported index. Orders it does not hold are left alone; one unsubmitted meanwhile stays Unsubmitted (only the
 * claim goes). Call only after `abandonExport` answered true.
 */
export async function releaseOrders(
  exported: Pick<OrderExport, 'id' | 'orderIds' | 'serviceIds'>,
  by: string,
): Promise<void> {
  const exportId = exported.id;
  await inLanes(exported.orderIds, 8, async (orderId) => {
    const serviceId = exported.serviceIds[exported.orderIds.indexOf(orderId)] ?? 0;
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: table(), Key: OrderEntity.key(orderId, { serviceId }), ConsistentRead: true }),
    );
    const order = Item ? fromItem<Order>(Item) : undefined;
    if (order?.id !== orderId || order.exportId !== exportId) return;
    const { exportId: _e, exportDate: _d, exportFileName: _f, exportedBy: _b, ...rest } = recordOf(order);
    const status = order.status === 'Unsubmitted' ? 'Unsubmitted' : 'Submitted';
    const update = orderUpdate(
      order,
      { ...rest, status },
      {
        set: { status },
        remove: ['exportId', 'exportDate', 'exportFileName', 'exportedBy'],
        condition: 'exportId = :e AND #status = :seen',
        exportId,
        by,
        values: { ':seen': order.status },
      },
    );
    try {
      await documentClient().send(new UpdateCommand(update));
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  });
}
