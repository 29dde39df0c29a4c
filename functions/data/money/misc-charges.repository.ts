import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MiscChargeRow } from '@shelfline/shared/contracts/misc-charge.contract';
import { centsToAmount } from '@shelfline/shared/money';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { inLanes } from '../batch.ts';
import { type CustomerCharge, CustomerChargeEntity } from '../entities/customer-charge.entity.ts';
import { MerchandiserChargePatterns } from '../entities/merchandiser-charge.entity.ts';
import { type MiscCharge, MiscChargeEntity, MiscChargePatterns } from '../entities/misc-charge.entity.ts';
import { type Audit, fromItem, uniqueKey } from '../entity.ts';
import { countPattern, queryPattern } from '../query-pattern.ts';
import { createRepository, type TransactItem } from '../repository.ts';
import { customerChargeCreateItems, customerCharges } from './customer-invoices.repository.ts';

/*
 * Misc charges (misc-charge.entity.ts) and the customer lines a billable one makes (customer-charge.entity.ts,
 * source `M<miscId>#<jobId>`). Misc and service charges share the `CHARGE#<id>` key shape and a worker's gsi2
 * partition, so every read here checks it got a misc charge (`miscChargeId` set; `type` in a Query's filter).
 */

export const miscCharges = createRepository(MiscChargeEntity, MiscChargePatterns);

export type StoredMiscCharge = MiscCharge & Audit;
export type StoredCustomerCharge = CustomerCharge & Audit;

const table = () => env.tableName;
const isMisc = (record: object | undefined): record is StoredMiscCharge =>
  record !== undefined && (record as Partial<MiscCharge>).miscChargeId !== undefined;

/** The misc charge `id`, or undefined (also when the id is a service charge's: one id sequence for both). */
export async function findMiscCharge(id: number): Promise<StoredMiscCharge | undefined> {
  const found = await miscCharges.get(id);
  return isMisc(found) ? found : undefined;
}

/** A worker's misc charges entered from..to (their charges partition, service charges filtered out by `type`). */
export async function miscChargesOfEmployee(employeeId: number, from?: string, to?: string) {
  const found: StoredMiscCharge[] = [];
  for await (const item of queryPattern(MerchandiserChargePatterns, 'ofEmployee', [employeeId, from, to], {
    FilterExpression: '#type = :misc',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':misc': MiscChargeEntity.name },
  })) {
    found.push(fromItem<MiscCharge>(item));
  }
  return found;
}

/** Misc charges entered on each of `days` (one small Query per day, 8 at a time). */
export async function miscChargesOfDays(days: readonly string[]): Promise<StoredMiscCharge[]> {
  const byDay = new Map<string, StoredMiscCharge[]>();
  await inLanes(days, 8, async (day) => {
    const found: StoredMiscCharge[] = [];
    for await (const item of queryPattern(MiscChargePatterns, 'ofDay', [day])) found.push(fromItem<MiscCharge>(item));
    byDay.set(day, found);
  });
  return days.flatMap((day) => byDay.get(day) ?? []);
}

/** How many misc charges use type `miscChargeTypeId` (a COUNT Query of its index). */
export function countMiscChargesOfType(miscChargeTypeId: number): Promise<number> {
  return countPattern(MiscChargePatterns, 'ofType', [miscChargeTypeId]);
}

/**
 * Deletes the charge at its version, only while no merchandiser invoice holds it (409 otherwise), with `alsoWrite`
 * (its open customer lines) in the same transaction.
 */
export async function deleteMiscCharge(charge: StoredMiscCharge, alsoWrite: readonly TransactItem[] = []) {
  await transact([
    {
      Delete: {
        TableName: table(),
        Key: MiscChargeEntity.key(charge.id),
        ConditionExpression: 'version = :v AND attribute_not_exists(invoiceId)',
        ExpressionAttributeValues: { ':v': charge.version },
      },
    },
    ...alsoWrite,
  ]);
}

// ------------------------------------------------------------------------------------------ customer lines

/** The customer lines `ids` (open or not), in the order asked; missing ones left out. */
export async function customerLinesOf(ids: readonly number[]): Promise<StoredCustomerCharge[]> {
  const found = await Promise.all(ids.map((id) => customerCharges.get(id)));
  return found.filter((line): line is StoredCustomerCharge => line !== undefined);
}

export const nextCustomerChargeIdName = CustomerChargeEntity.name;

/**
 * Writes the customer lines of `charge` and records their ids on it, all in one transaction conditioned on the
 * charge's version and on it having none yet, with each line's source marker (`M<miscId>#<jobId>`): a repeat or a
 * concurrent bill writes nothing (ConflictError), and the caller reads the charge again.
 */
export async function attachCustomerLines(
  charge: StoredMiscCharge,
  lines: readonly CustomerCharge[],
  by: string,
): Promise<StoredMiscCharge> {
  const now = new Date().toISOString();
  const ids = lines.map((line) => line.id);
  await transact([
    {
      Update: {
        TableName: table(),
        Key: MiscChargeEntity.key(charge.id),
        UpdateExpression: 'SET customerChargeIds = :ids, version = version + :one, modifiedAt = :now, modifiedBy = :by',
        ConditionExpression: 'version = :v AND attribute_not_exists(customerChargeIds)',
        ExpressionAttributeValues: { ':ids': ids, ':one': 1, ':now': now, ':by': by, ':v': charge.version },
      },
    },
    ...lines.flatMap((line) => customerChargeCreateItems(line, by, now)),
  ]);
  return { ...charge, customerChargeIds: ids, version: charge.version + 1, modifiedAt: now, modifiedBy: by };
}

/** Deletes of open customer lines (with their markers), each conditioned on no invoice holding it. */
export function customerLineDeletes(lines: readonly StoredCustomerCharge[]): TransactItem[] {
  return lines.flatMap((line) => [
    {
      Delete: {
        TableName: table(),
        Key: CustomerChargeEntity.key(line.id),
        ConditionExpression: 'attribute_not_exists(invoiceId)',
      },
    },
    ...(CustomerChargeEntity.unique ?? [])
      .map((field) => uniqueKey(CustomerChargeEntity, field, line))
      .filter((keys) => keys !== undefined)
      .map((keys) => ({ Delete: { TableName: table(), Key: keys } })),
  ]);
}

async function transact(items: TransactItem[]): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw new ConflictError('This misc charge was changed by someone else. Reload it and try again.', {
        cause: error,
      });
    throw error;
  }
}

// ------------------------------------------------------------------------------------------ API mapping

/** A stored misc charge as the API answers it (002 §3 names; cents to dollars). */
export function miscChargeRow(charge: StoredMiscCharge): MiscChargeRow {
  return {
    chargeId: charge.id,
    merchandiserId: charge.employeeId,
    employeeId: charge.employeeId,
    merchandiser: charge.merchandiser,
    category: charge.category ?? null,
    dateEntered: charge.dateEntered,
    description: charge.description,
    travelChargeType: charge.travelChargeType ?? null,
    travelChargeTypeId: charge.travelChargeTypeId ?? null,
    units: charge.units ?? null,
    allJobs: charge.allJobs,
    billableHours: charge.billableHours ?? 0,
    comments: charge.comments ?? '',
    amount: centsToAmount(charge.amountCents),
    approvalStatus: charge.approvalStatus,
    miscChargeId: charge.miscChargeId,
    miscCharge: charge.miscCharge,
    miscChargeRate: charge.miscChargeRate ?? 0,
    isNoJobs: charge.isNoJobs,
    jobIds: charge.jobIds,
    serviceIds: charge.serviceIds,
    invoiceId: charge.invoiceId ?? null,
    invoiceNum: charge.invoiceNum ?? null,
    version: charge.version,
  };
}
