import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { chargeKey } from '../entities/merchandiser-charge.entity.ts';
import {
  type MerchandiserInvoice,
  MerchandiserInvoiceEntity,
  MerchandiserInvoicePatterns,
} from '../entities/merchandiser-invoice.entity.ts';
import { type Audit, uniqueKey } from '../entity.ts';
import { createRepository } from '../repository.ts';

/*
 * Storage of merchandiser invoices and of the claims they put on charges (merchandiser-invoice.entity.ts has the
 * keys). A claim is one conditional update of the charge (`attribute_not_exists(invoiceId)`, approved, not voided),
 * so a charge sits on one invoice at most however many submits race; a release only undoes the claim of that invoice.
 */

export const merchandiserInvoices = createRepository(MerchandiserInvoiceEntity, MerchandiserInvoicePatterns);
export type StoredMerchandiserInvoice = MerchandiserInvoice & Audit;

/** Invoices issued in from..to, every year of the range (gsi1). */
export async function readInvoicesOfDates(from: string, to: string): Promise<StoredMerchandiserInvoice[]> {
  const years: string[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(String(y));
  const parts = await Promise.all(years.map((year) => merchandiserInvoices.queryAll('ofYear', year, from, to)));
  return parts.flat();
}

/** One worker's invoices issued in from..to (gsi2). */
export const readInvoicesOfEmployee = (employeeId: number, from?: string, to?: string) =>
  merchandiserInvoices.queryAll('ofEmployee', employeeId, from, to);

/** The id of the worker's `building` invoice, read from its marker (consistent: a concurrent submit is seen). */
export async function buildingInvoiceIdOf(employeeId: number): Promise<number | undefined> {
  const field = MerchandiserInvoiceEntity.unique?.find((f) => f.label === 'building');
  const keys = field && uniqueKey(MerchandiserInvoiceEntity, field, { employeeId, state: 'building' } as never);
  if (!keys) return undefined;
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: keys, ConsistentRead: true }),
  );
  return Item ? Number(Item.ownerId) : undefined;
}

const APPROVED = [1, 2];

/** Runs a conditional update; false when its condition failed. */
async function conditionally(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Claims charge `chargeId` (a merchandiser or a misc charge) for invoice `invoiceId`: only when no invoice holds it,
 * it is approved and not voided. False when any of that is not so (someone else's invoice got it first, or it changed).
 */
export function claimCharge(chargeId: number, invoiceId: number, by: string, now: string): Promise<boolean> {
  return conditionally({
    TableName: env.tableName,
    Key: chargeKey(chargeId),
    UpdateExpression: 'SET invoiceId = :invoice, version = version + :one, modifiedAt = :now, modifiedBy = :by',
    ConditionExpression:
      'attribute_exists(pk) AND attribute_not_exists(invoiceId) AND approvalStatus IN (:a1, :a2) AND ' +
      '(attribute_not_exists(voided) OR voided = :false)',
    ExpressionAttributeValues: {
      ':invoice': invoiceId,
      ':one': 1,
      ':now': now,
      ':by': by,
      ':a1': APPROVED[0],
      ':a2': APPROVED[1],
      ':false': false,
    },
  });
}

/** Gives up the claim of invoice `invoiceId` on a charge (nothing when another invoice, or none, holds it). */
export function releaseCharge(chargeId: number, invoiceId: number, by: string, now: string): Promise<boolean> {
  return conditionally({
    TableName: env.tableName,
    Key: chargeKey(chargeId),
    UpdateExpression: 'REMOVE invoiceId, invoiceNum SET version = version + :one, modifiedAt = :now, modifiedBy = :by',
    ConditionExpression: 'invoiceId = :invoice',
    ExpressionAttributeValues: { ':invoice': invoiceId, ':one': 1, ':now': now, ':by': by },
  });
}

/** Writes the invoice number on a charge the invoice holds (the status column shows it). */
export function stampInvoiceNum(chargeId: number, invoiceId: number, invoiceNum: number): Promise<boolean> {
  return conditionally({
    TableName: env.tableName,
    Key: chargeKey(chargeId),
    UpdateExpression: 'SET invoiceNum = :num',
    ConditionExpression: 'invoiceId = :invoice',
    ExpressionAttributeValues: { ':invoice': invoiceId, ':num': invoiceNum },
  });
}

/**
 * Bulk approval of one charge (merchandiser or misc): Not Approved Yet or Rejected → Approved By Manager, only while
 * no invoice holds it. The new record, or undefined when the condition failed (already approved, invoiced): so each
 * id changes at most once however often it is sent.
 */
export async function approveCharge(
  chargeId: number,
  by: string,
  now: string,
): Promise<Record<string, unknown> | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: chargeKey(chargeId),
        UpdateExpression:
          'SET approvalStatus = :approved, approvedBy = :by, approvedAt = :now, version = version + :one, ' +
          'modifiedAt = :now, modifiedBy = :by',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(invoiceId) AND approvalStatus IN (:n, :r)',
        ExpressionAttributeValues: { ':approved': 2, ':by': by, ':now': now, ':one': 1, ':n': 0, ':r': 3 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
