import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { addDays, daysBetween } from '../../common/dates.ts';
import { env } from '../../common/env.ts';
import { inLanes } from '../../common/in-lanes.ts';
import { batchGet } from '../batch.ts';
import { type CompanyInfo, CompanyInfoEntity } from '../entities/company-info.entity.ts';
import {
  type CustomerCharge,
  CustomerChargeEntity,
  CustomerChargePatterns,
} from '../entities/customer-charge.entity.ts';
import {
  type CustomerInvoice,
  CustomerInvoiceEntity,
  CustomerInvoicePatterns,
} from '../entities/customer-invoice.entity.ts';
import { uniqueMarkerItem } from '../entities/unique-marker.entity.ts';
import { type Audit, firstAudit, fromItem, nextAudit, toItem, uniqueKey } from '../entity.ts';
import { createRepository, type TransactItem } from '../repository.ts';

/*
 * Storage of customer invoices and of the invoice side of customer charges (brief §2.4, §1.6, §8): a charge is
 * claimed by an invoice with a conditional write (`attribute_not_exists(invoiceId)`), so it sits on at most one
 * invoice whatever runs at the same time, and released only by the invoice that holds it (`invoiceId = :mine`), so
 * a release happens once. Claim and release move the charge between the open indexes (Charges tab) and the
 * invoice's lines; the index keys come from the entity file.
 */

export type StoredCharge = CustomerCharge & Audit;
export type StoredInvoice = CustomerInvoice & Audit;

export const customerInvoices = createRepository(CustomerInvoiceEntity, CustomerInvoicePatterns);
export const customerCharges = createRepository(CustomerChargeEntity, CustomerChargePatterns);

const table = () => env.tableName;

/** The charges of `ids` that exist (read consistently enough for a check: a claim re-checks atomically). */
export async function getCustomerCharges(ids: readonly number[]): Promise<Map<number, StoredCharge>> {
  const found = new Map<number, StoredCharge>();
  await batchGet(
    [...new Set(ids)].map((id) => CustomerChargeEntity.key(id)),
    (item) => {
      const charge = fromItem<CustomerCharge>(item);
      found.set(charge.id, charge);
    },
    { lanes: 4 },
  );
  return found;
}

/** Open charges (on no invoice, not deleted) completed from..to, one Query per day, eight at once. */
export async function readOpenChargesOfDays(fromDate: string, toDate: string): Promise<StoredCharge[]> {
  const days = Array.from({ length: daysBetween(fromDate, toDate) + 1 }, (_, i) => addDays(fromDate, i));
  const perDay = await inLanes(days, 8, (day) => customerCharges.queryAll('openOfDay', day));
  return perDay.flat();
}

/** Open charges of one supplier completed from..to (one Query). */
export const readOpenChargesOfSupplier = (supplierId: number, fromDate: string, toDate: string) =>
  customerCharges.queryAll('openOfSupplier', supplierId, fromDate, toDate);

/** The lines of an invoice (its index; a line claimed a moment ago may take a moment to show in AWS). */
export const readLinesOfInvoice = (invoiceId: number): Promise<StoredCharge[]> =>
  customerCharges.queryAll('ofInvoice', invoiceId);

/**
 * Moves a charge between the Charges tab and an invoice: one conditional Update that sets or removes `invoiceId` and
 * sets the index attributes of the charge's new shape (removing those it no longer has), as the entity file defines
 * them. Answers the item as `returnValues` asks, or undefined when the condition refused the move.
 */
async function moveCharge(
  charge: CustomerCharge,
  invoiceId: number | undefined,
  move: { by: string; condition: string; values: Record<string, unknown>; returnValues: 'ALL_NEW' | 'ALL_OLD' },
): Promise<StoredCharge | undefined> {
  const { invoiceId: _held, invoiceNum: _number, ...open } = charge;
  const moved: CustomerCharge = invoiceId === undefined ? open : { ...open, invoiceId };
  const sets = [invoiceId === undefined ? undefined : 'invoiceId = :target'];
  const removes = [invoiceId === undefined ? 'invoiceId, invoiceNum' : undefined];
  const values: Record<string, unknown> = invoiceId === undefined ? {} : { ':target': invoiceId };
  for (const index of ['gsi1', 'gsi2', 'gsi3'] as const) {
    const keys = CustomerChargeEntity.indexes?.[index]?.(moved);
    if (keys) {
      sets.push(`${index}pk = :${index}pk`, `${index}sk = :${index}sk`);
      values[`:${index}pk`] = keys.pk;
      values[`:${index}sk`] = keys.sk;
    } else removes.push(`${index}pk, ${index}sk`);
  }
  sets.push('version = version + :one', 'modifiedAt = :now', 'modifiedBy = :by');
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: CustomerChargeEntity.key(charge.id),
        UpdateExpression: `SET ${sets.filter(Boolean).join(', ')} REMOVE ${removes.filter(Boolean).join(', ')}`,
        ConditionExpression: move.condition,
        ExpressionAttributeValues: {
          ...values,
          ...move.values,
          ':one': 1,
          ':now': new Date().toISOString(),
          ':by': move.by,
        },
        ReturnValues: move.returnValues,
      }),
    );
    return fromItem<CustomerCharge>(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Claims `charge` for invoice `invoiceId` unless another invoice holds it, it was deleted, or it changed since it
 * was read (its version): answers the claimed charge, or undefined when refused.
 */
export const claimCharge = (charge: StoredCharge, invoiceId: number, by: string) =>
  moveCharge(charge, invoiceId, {
    by,
    condition:
      'attribute_exists(pk) AND attribute_not_exists(invoiceId) AND version = :version AND (attribute_not_exists(isDeleted) OR isDeleted = :false)',
    values: { ':version': charge.version, ':false': false },
    returnValues: 'ALL_NEW',
  });

/**
 * Puts `charge` back on the Charges tab if invoice `invoiceId` still holds it (so a release happens once): answers
 * the line as it was when released (its amount then, for the invoice's totals), or undefined when it was not held.
 */
export const releaseCharge = (charge: CustomerCharge, invoiceId: number, by: string) =>
  moveCharge(charge, undefined, {
    by,
    condition: 'invoiceId = :invoice',
    values: { ':invoice': invoiceId },
    returnValues: 'ALL_OLD',
  });

/** Writes `invoice` (a new version of `current`) if `current` is still what is stored; false when it changed. */
export async function putInvoiceIfUnchanged(
  invoice: CustomerInvoice,
  current: StoredInvoice,
  by: string,
  alsoWrite: readonly TransactItem[] = [],
): Promise<StoredInvoice | undefined> {
  const audit = nextAudit(current, by);
  const put: TransactItem = {
    Put: {
      TableName: table(),
      Item: toItem(CustomerInvoiceEntity, invoice, audit),
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':expected': current.version },
    },
  };
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [put, ...alsoWrite] }));
    return { ...invoice, ...audit };
  } catch (error) {
    if (error instanceof TransactionCanceledException) return undefined;
    throw error;
  }
}

/** The Update of a charge's billable hours inside an invoice's transaction (it must still be on that invoice). */
export function chargeHoursUpdate(charge: StoredCharge, next: CustomerCharge, by: string): TransactItem {
  return {
    Put: {
      TableName: table(),
      Item: toItem(CustomerChargeEntity, next, nextAudit(charge, by)),
      ConditionExpression:
        charge.invoiceId === undefined
          ? 'version = :v AND attribute_not_exists(invoiceId)'
          : 'version = :v AND invoiceId = :invoice',
      ExpressionAttributeValues: {
        ':v': charge.version,
        ...(charge.invoiceId === undefined ? {} : { ':invoice': charge.invoiceId }),
      },
    },
  };
}

/** Writes one charge's new hours alone (an open charge); false when it changed or was claimed meanwhile. */
export async function putChargeIfUnchanged(charge: StoredCharge, next: CustomerCharge, by: string) {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [chargeHoursUpdate(charge, next, by)] }));
    return { ...next, ...nextAudit(charge, by) };
  } catch (error) {
    if (error instanceof TransactionCanceledException) return undefined;
    throw error;
  }
}

/**
 * Submit (brief §1.6): in ONE transaction, the company's `nextInvoiceNumber` moves from `number` to `number + 1`
 * (its version raised, so a stale Company Info form gets 409), the number's marker is put, and the invoice becomes
 * Submitted with that number if it is still the Preliminary version read. False when any of them changed: the caller
 * reads again and retries.
 */
export async function submitWithNumber(
  company: CompanyInfo & Audit,
  submitted: CustomerInvoice,
  current: StoredInvoice,
  by: string,
): Promise<StoredInvoice | 'numberTaken' | undefined> {
  const number = submitted.invoiceNum ?? 0;
  const numberField = CustomerInvoiceEntity.unique?.[0];
  const marker = numberField && uniqueKey(CustomerInvoiceEntity, numberField, submitted);
  const audit = nextAudit(current, by);
  const items: TransactItem[] = [
    {
      Update: {
        TableName: table(),
        Key: CompanyInfoEntity.key(company.id),
        UpdateExpression:
          'SET nextInvoiceNumber = :next, version = version + :one, modifiedAt = :now, modifiedBy = :by',
        ConditionExpression: 'nextInvoiceNumber = :number',
        ExpressionAttributeValues: {
          ':next': number + 1,
          ':number': number,
          ':one': 1,
          ':now': audit.modifiedAt,
          ':by': by,
        },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: toItem(CustomerInvoiceEntity, submitted, audit),
        ConditionExpression: 'version = :expected AND #status = :preliminary AND attribute_not_exists(#state)',
        ExpressionAttributeNames: { '#status': 'status', '#state': 'state' },
        ExpressionAttributeValues: { ':expected': current.version, ':preliminary': 0 },
      },
    },
    ...(marker
      ? [
          {
            Put: {
              TableName: table(),
              Item: uniqueMarkerItem(marker, submitted.id),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]
      : []),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return { ...submitted, ...audit };
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    // Only the marker refused, with the counter and the invoice as read: the number was taken outside this sequence.
    const onlyMarker =
      reasons[2]?.Code === 'ConditionalCheckFailed' && reasons.slice(0, 2).every((r) => r.Code === 'None');
    return onlyMarker ? 'numberTaken' : undefined;
  }
}

/** Deletes an invoice record if it is still the version read (its lines were released first). */
export async function deleteInvoiceIfUnchanged(current: StoredInvoice): Promise<boolean> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: CustomerInvoiceEntity.key(current.id),
              ConditionExpression: 'version = :v',
              ExpressionAttributeValues: { ':v': current.version },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** Invoices dated from..to (each year's partition), newest first; a supplier's through its own index. */
export async function readInvoices(filter: {
  fromDate: string;
  toDate: string;
  supplierId?: number;
}): Promise<StoredInvoice[]> {
  if (filter.supplierId !== undefined)
    return (await customerInvoices.queryAll('ofSupplier', filter.supplierId, filter.fromDate, filter.toDate)).reverse();
  const years: string[] = [];
  for (let y = Number(filter.toDate.slice(0, 4)); y >= Number(filter.fromDate.slice(0, 4)); y--) years.push(String(y));
  const perYear = await inLanes(years, 4, (year) =>
    customerInvoices.queryAll('ofYear', year, filter.fromDate, filter.toDate),
  );
  return perYear.flatMap((invoices) => invoices.reverse());
}

/**
 * The Put of a new customer charge and of its source marker, conditioned on neither existing, for the transaction
 * that creates its source (a merchandiser charge, a reversal, a billed misc charge): the line and what makes it are
 * written together or not at all.
 */
export function customerChargeCreateItems(charge: CustomerCharge, by: string, now?: string): TransactItem[] {
  const markers = (CustomerChargeEntity.unique ?? [])
    .map((field) => uniqueKey(CustomerChargeEntity, field, charge))
    .filter((keys) => keys !== undefined);
  const putNew = (Item: Record<string, unknown>): TransactItem => ({
    Put: { TableName: table(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  return [
    putNew(toItem(CustomerChargeEntity, charge, firstAudit(by, now)) as unknown as Record<string, unknown>),
    ...markers.map((keys) => putNew(uniqueMarkerItem(keys, charge.id))),
  ];
}
