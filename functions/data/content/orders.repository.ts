import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { batchGet, deleteItems } from '../batch.ts';
import { type Order, OrderEntity, OrderPatterns, orderOfServiceKey } from '../entities/order.entity.ts';
import { type OrderLine, OrderLineEntity, orderLineId } from '../entities/order-line.entity.ts';
import { type Planogram, PlanogramEntity } from '../entities/planogram.entity.ts';
import { type PlanogramDataRow, PlanogramDataRowPatterns } from '../entities/planogram-data-row.entity.ts';
import { SERVICE_TYPE } from '../entities/service.entity.ts';
import { type Audit, firstAudit, fromItem, nextAudit, toItem } from '../entity.ts';
import { queryPattern, queryPatternPage } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import type { StoredService } from '../schedule/schedule.repository.ts';

/*
 * Orders and their lines (order.entity.ts, order-line.entity.ts), in the service's own partition, and the planogram
 * items a scan reads (planogram.entity.ts, planogram-data-row.entity.ts, read here directly: the planogram family
 * owns their writes).
 *
 * A scan of a UPC already on the order costs 2 requests: one Query of the service partition (service, order head,
 * lines; strongly consistent) and one transaction; a new line adds the UPC's data row (gsi1 `byUpc`) and its
 * `orderDetail` id, read in parallel (4 requests, 3 round trips). The transaction writes the line (a conditional Put
 * when new, its new quantity conditioned on the one read when it exists, a Delete at 0) and ADDs to the head's
 * counters under the condition that the order is still Unsubmitted. The line is keyed by its UPC, so two scans of one UPC can only meet on one item:
 * the loser of a race is refused by its condition and is retried by the caller on fresh reads.
 */

export type StoredOrder = Order & Audit;
export type StoredOrderLine = OrderLine & Audit;

const table = () => env.tableName;

export interface OrderPartition {
  service?: StoredService;
  order?: StoredOrder;
  lines: StoredOrderLine[];
}

/**
 * The service, its order head and lines: one strongly consistent Query (`withService`), the first of a scan's three
 * requests. The service report's items, which sort between them, are filtered out.
 */
export async function readOrderPartition(serviceId: number): Promise<OrderPartition> {
  const found: OrderPartition = { lines: [] };
  const options = {
    ConsistentRead: true,
    FilterExpression: '#type IN (:service, :order, :line)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':service': SERVICE_TYPE, ':order': OrderEntity.name, ':line': OrderLineEntity.name },
  };
  for await (const item of queryPattern(OrderPatterns, 'withService', [serviceId], options)) {
    if (item.type === SERVICE_TYPE) found.service = fromItem<StoredService>(item);
    else if (item.type === OrderEntity.name) found.order = fromItem<Order>(item);
    else found.lines.push(fromItem<OrderLine>(item));
  }
  return found;
}

/** The order of `orderId` (gsi1), or undefined. */
export async function findOrderById(orderId: number): Promise<StoredOrder | undefined> {
  const page = await queryPatternPage(OrderPatterns, 'byId', [orderId], { Limit: 1 });
  const item = page.Items?.[0];
  return item ? fromItem<Order>(item) : undefined;
}

export async function getOrderOfService(serviceId: number): Promise<StoredOrder | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: orderOfServiceKey(serviceId), ConsistentRead: true }),
  );
  return Item ? fromItem<Order>(Item) : undefined;
}

/** The orders of these services (BatchGet of their heads), by service id. */
export async function ordersOfServices(serviceIds: readonly number[]): Promise<Map<number, StoredOrder>> {
  const found = new Map<number, StoredOrder>();
  await batchGet(
    serviceIds.map(orderOfServiceKey),
    (item) => {
      const order = fromItem<Order>(item);
      found.set(order.serviceId, order);
    },
    { fields: ['serviceId', 'id', 'status'] },
  );
  return found;
}

/** Creates the order unless the service has one already (a concurrent first scan): false then. */
export async function createOrder(order: Order, by: string): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: toItem(OrderEntity, order, firstAudit(by)),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Replaces the head (submit, unsubmit) if its version is still the one read; false when someone wrote meanwhile. */
export async function replaceOrder(before: StoredOrder, after: Order, by: string): Promise<StoredOrder | undefined> {
  const audit = nextAudit(before, by);
  try {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: toItem(OrderEntity, after, audit),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': before.version },
      }),
    );
    return { ...after, ...audit };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

// ------------------------------------------------------------------------------------------------ lines

/** What a line write does: a new line, a quantity change of the line read, or its removal. */
export type LineWrite =
  | { kind: 'create'; line: OrderLine }
  | { kind: 'set'; before: StoredOrderLine; quantity: number; recentScanIds?: string[] }
  | { kind: 'remove'; before: StoredOrderLine };

/** Why a line write was refused: the line changed since it was read (retry), or the order is no longer open. */
export type LineWriteResult = 'written' | 'lineChanged' | 'orderClosed' | 'conflict';

function lineItem(write: LineWrite, by: string, now: string): TransactItem {
  if (write.kind === 'create') {
    return {
      Put: {
        TableName: table(),
        Item: toItem(OrderLineEntity, write.line, firstAudit(by, now)),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  const Key = OrderLineEntity.key(write.before.id);
  // Conditioned on the quantity read: the new quantity is computed from it, so nothing added meanwhile is lost.
  const condition = {
    ConditionExpression: 'quantity = :q',
    ExpressionAttributeValues: { ':q': write.before.quantity },
  };
  if (write.kind === 'remove') return { Delete: { TableName: table(), Key, ...condition } };
  const scans = write.recentScanIds ? { ':scans': write.recentScanIds } : {};
  return {
    Update: {
      TableName: table(),
      Key,
      UpdateExpression: `SET quantity = :n, ${write.recentScanIds ? 'recentScanIds = :scans, ' : ''}modifiedAt = :now, modifiedBy = :by ADD version :one`,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeValues: {
        ...condition.ExpressionAttributeValues,
        ...scans,
        ':n': write.quantity,
        ':now': now,
        ':by': by,
        ':one': 1,
      },
    },
  };
}

/**
 * Writes a line and ADDs its effect to the head's counters (quantity, line count, version) in one transaction,
 * conditioned on the order being Unsubmitted.
 */
export async function writeLine(
  serviceId: number,
  write: LineWrite,
  deltas: { quantity: number; lines: number },
  by: string,
): Promise<LineWriteResult> {
  const now = new Date().toISOString();
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          lineItem(write, by, now),
          {
            Update: {
              TableName: table(),
              Key: orderOfServiceKey(serviceId),
              UpdateExpression:
                'SET modifiedAt = :now, modifiedBy = :by ADD totalQuantity :dq, lineCount :dl, version :one',
              ConditionExpression: '#status = :open',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':now': now,
                ':by': by,
                ':dq': deltas.quantity,
                ':dl': deltas.lines,
                ':one': 1,
                ':open': 'Unsubmitted',
              },
            },
          },
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [line, head] = error.CancellationReasons ?? [];
    if (head?.Code === 'ConditionalCheckFailed') return 'orderClosed';
    if (line?.Code === 'ConditionalCheckFailed') return 'lineChanged';
    return 'conflict';
  }
}

/** The data row of `upc` in the planogram (gsi1 `byUpc`), or undefined. */
export async function findDataRowByUpc(planogramId: number, upc: string): Promise<PlanogramDataRow | undefined> {
  const page = await queryPatternPage(PlanogramDataRowPatterns, 'byUpc', [planogramId, upc], { Limit: 1 });
  const item = page.Items?.[0];
  return item ? fromItem<PlanogramDataRow>(item) : undefined;
}

/** Planogram heads by id (BatchGet). */
export async function getPlanogramHeads(ids: readonly number[]): Promise<Map<number, Planogram>> {
  const found = new Map<number, Planogram>();
  await batchGet(
    [...new Set(ids)].map((id) => PlanogramEntity.key(id)),
    (item) => {
      const head = fromItem<Planogram>(item);
      found.set(head.id, head);
    },
    { fields: ['id', 'planogramCode', 'category', 'inactive'] },
  );
  return found;
}

// ------------------------------------------------------------------------------------------ service delete

/** The delete of the order head, in the service's delete transaction, refused if it was submitted meanwhile. */
export function orderHeadDeleteItem(serviceId: number): TransactItem {
  return {
    Delete: {
      TableName: table(),
      Key: orderOfServiceKey(serviceId),
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':open': 'Unsubmitted' },
    },
  };
}

/** Deletes lines left in a deleted service's partition (after its transaction: an order may hold hundreds). */
export async function deleteOrderLines(serviceId: number, upcs: readonly string[]): Promise<void> {
  await deleteItems(upcs.map((upc) => OrderLineEntity.key(orderLineId(serviceId, upc))));
}
