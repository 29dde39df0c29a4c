import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { batchGet, inLanes } from '../batch.ts';
import { type CustomerCharge, CustomerChargeEntity } from '../entities/customer-charge.entity.ts';
import {
  chargeKey,
  type MerchandiserCharge,
  MerchandiserChargeEntity,
  MerchandiserChargePatterns,
} from '../entities/merchandiser-charge.entity.ts';
import { type MiscCharge, MiscChargeEntity } from '../entities/misc-charge.entity.ts';
import { uniqueMarkerKey } from '../entities/unique-marker.entity.ts';
import { type Audit, fromItem, type Patterns } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import { createRepository } from '../repository.ts';
import { daysOf } from '../schedule/schedule.repository.ts';

/*
 * Storage of the money chain's pay side (entity files have the keys): merchandiser (pay) charges, and the readers of
 * pay and misc charges the invoicing families share. Each record has one repository, in one file: misc charges in
 * misc-charges.repository.ts, customer charges and invoices in customer-invoices.repository.ts. Month lists read their day partitions in
 * parallel; a worker's service and misc charges share one partition and are told apart by the stored `type`.
 */

export const merchandiserCharges = createRepository(MerchandiserChargeEntity, MerchandiserChargePatterns);

export type StoredMerchandiserCharge = MerchandiserCharge & Audit;
export type StoredMiscCharge = MiscCharge & Audit;
export type StoredCustomerCharge = CustomerCharge & Audit;

/** Day partitions queried at once. */
const DAY_LANES = 16;

/** Every item of `pattern` for each day of from..to, days in parallel, in day order; only `fields` when given. */
async function readDays<T>(
  patterns: Patterns,
  pattern: string,
  from: string,
  to: string,
  fields?: readonly string[],
): Promise<(T & Audit)[]> {
  const options = fields
    ? {
        ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(fields.map((name, i) => [`#f${i}`, name])),
      }
    : {};
  const days = daysOf(from, to);
  const parts: (T & Audit)[][] = new Array(days.length);
  await inLanes(
    days.map((day, index) => ({ day, index })),
    DAY_LANES,
    async ({ day, index }) => {
      const found: (T & Audit)[] = [];
      for await (const item of queryPattern(patterns, pattern, [day] as never, options)) found.push(fromItem<T>(item));
      parts[index] = found;
    },
  );
  return parts.flat();
}

/** Merchandiser charges whose completed date lies in from..to (gsi1, days in parallel). */
export const readMerchandiserChargesOfDays = (from: string, to: string) =>
  readDays<MerchandiserCharge>(MerchandiserChargePatterns, 'ofDay', from, to);

/**
 * Only `fields` of the merchandiser charges completed in from..to: a report of a year reads a few attributes of
 * ~50,000 charges, and whole items cost it time and memory (PERFORMANCE.md: bytes read are time).
 */
export const readMerchandiserChargeFieldsOfDays = <K extends keyof MerchandiserCharge>(
  from: string,
  to: string,
  fields: readonly K[],
) => readDays<Pick<MerchandiserCharge, K>>(MerchandiserChargePatterns, 'ofDay', from, to, fields);

export interface ChargesOfWorker {
  charges: StoredMerchandiserCharge[];
  miscCharges: StoredMiscCharge[];
}

/** Split stored items of the shared charge partition or id space by their `type`. */
function splitByType(items: Iterable<Record<string, unknown>>): ChargesOfWorker {
  const result: ChargesOfWorker = { charges: [], miscCharges: [] };
  for (const item of items) {
    if (item.type === MerchandiserChargeEntity.name) result.charges.push(fromItem<MerchandiserCharge>(item));
    else if (item.type === MiscChargeEntity.name) result.miscCharges.push(fromItem<MiscCharge>(item));
  }
  return result;
}

/** A worker's service charges (by completed date) and misc charges (by date entered) in from..to (gsi2). */
export async function readChargesOfEmployee(employeeId: number, from?: string, to?: string): Promise<ChargesOfWorker> {
  const items: Record<string, unknown>[] = [];
  for await (const item of queryPattern(MerchandiserChargePatterns, 'ofEmployee', [employeeId, from, to]))
    items.push(item);
  return splitByType(items);
}

/** The charges of a service: team lead and helpers, voided ones too (gsi3). */
export const readChargesOfService = (serviceId: number) => merchandiserCharges.queryAll('ofService', serviceId);

/** Merchandiser and misc charges by bare id (they share one id space), BatchGet; unknown ids are left out. */
export async function getCharges(ids: readonly number[]): Promise<ChargesOfWorker> {
  const items: Record<string, unknown>[] = [];
  await batchGet([...new Set(ids)].map(chargeKey), (item) => items.push(item), { lanes: 4 });
  const result = splitByType(items);
  const order = new Map(ids.map((id, index) => [id, index]));
  const byOrder = (a: { id: number }, b: { id: number }) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  result.charges.sort(byOrder);
  result.miscCharges.sort(byOrder);
  return result;
}

/** The owner id of a uniqueness marker, read consistently (an index would lag behind a concurrent write). */
async function markerOwner(keys: { pk: string; sk: string }): Promise<number | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: keys, ConsistentRead: true }),
  );
  return Item ? Number(Item.ownerId) : undefined;
}

/** The id of the live (not voided) charge of a service × worker, from its uniqueness marker. */
export const liveChargeIdOf = (serviceId: number, employeeId: number) =>
  markerOwner(uniqueMarkerKey(MerchandiserChargeEntity.name, 'service', undefined, `${serviceId}#${employeeId}`));

/** The id of the customer charge that holds `source` (`C<chargeId>`, `C<id>#R<n>`…), if any. */
export const customerChargeIdOfSource = (source: string) =>
  markerOwner(uniqueMarkerKey(CustomerChargeEntity.name, 'source', undefined, source));
