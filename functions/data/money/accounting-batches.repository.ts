import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { backoffDelay, batchGet, sleep } from '../batch.ts';
import {
  type AccountingBatch,
  AccountingBatchEntity,
  type AccountingBatchKind,
  AccountingBatchPatterns,
  accountingBatchId,
} from '../entities/accounting-batch.entity.ts';
import { CompanyInfoEntity } from '../entities/company-info.entity.ts';
import { type CustomerInvoice, CustomerInvoiceEntity } from '../entities/customer-invoice.entity.ts';
import { type MerchandiserInvoice, MerchandiserInvoiceEntity } from '../entities/merchandiser-invoice.entity.ts';
import { type Audit, firstAudit, fromItem, toItem } from '../entity.ts';
import { findCompanyInfo } from '../master-data/reference-data.repository.ts';
import { queryPattern } from '../query-pattern.ts';
import { createRepository, type TransactItem } from '../repository.ts';
import { customerInvoices as clientInvoices } from './customer-invoices.repository.ts';
import { merchandiserInvoices as serviceInvoices } from './merchandiser-invoices.repository.ts';

/*
 * Storage of the accounting export (brief §2.5, §8): batches (accounting-batch.entity.ts) and the moves of invoices
 * between batch 0 and their batch. Every move is conditional, so an invoice is in exactly one batch whatever runs at
 * the same time: a claim needs `batchNum = 0` (and the invoice still submitted), a release needs `batchNum = n`. The
 * batch's `modifiedAt` is its heartbeat: each step touches it, so a batch `exporting` and untouched for two minutes
 * was abandoned.
 */

export const batches = createRepository(AccountingBatchEntity, AccountingBatchPatterns);

/** The charge lines a customer invoice claimed (the client file's lines per job and tax code). */

export type StoredBatch = AccountingBatch & Audit;
export type ExportableInvoice =
  | { kind: 'service'; invoice: MerchandiserInvoice & Audit }
  | { kind: 'client'; invoice: CustomerInvoice & Audit };

/** Invoices moved per transaction (DynamoDB takes 100 items; the batch's heartbeat is one of them). */
const CLAIM_CHUNK = 50;
const table = () => env.tableName;

// ------------------------------------------------------------------------------------------------ invoices

/** Submitted (and, for clients, Submitted or exported) invoices of batch `batchNum`, by invoice number. */
export async function invoicesOfBatch(kind: AccountingBatchKind, batchNum: number): Promise<ExportableInvoice[]> {
  return kind === 'service'
    ? (await serviceInvoices.queryAll('ofBatch', batchNum)).map((invoice) => ({ kind, invoice }))
    : (await clientInvoices.queryAll('ofBatch', batchNum))
        // Batch 0 lists only Submitted (1) client invoices (brief §2.5 c); status 2 is always in a batch.
        .filter((invoice) => batchNum !== 0 || invoice.status === 1)
        .map((invoice) => ({ kind, invoice }));
}

/** The invoices of `ids` that exist, in no particular order (100 a BatchGet). */
export async function invoicesByIds(kind: AccountingBatchKind, ids: readonly number[]): Promise<ExportableInvoice[]> {
  const entity = kind === 'service' ? MerchandiserInvoiceEntity : CustomerInvoiceEntity;
  const found: ExportableInvoice[] = [];
  await batchGet(
    [...new Set(ids)].map((id) => entity.key(id)),
    (item) => found.push({ kind, invoice: fromItem(item) } as ExportableInvoice),
    { lanes: 2 },
  );
  return found;
}

/** Whether the invoice may be exported at all: numbered and submitted (clients: Submitted or already exported). */
export function isExportable({ kind, invoice }: ExportableInvoice): boolean {
  if (invoice.invoiceNum === undefined) return false;
  return kind === 'service' ? invoice.state === 'submitted' : invoice.status >= 1 && invoice.state === undefined;
}

/** The invoice as it is once in batch `batchNum` (its gsi3 key follows: the entity derives it). */
function gsi3Of({ kind, invoice }: ExportableInvoice, batchNum: number): string {
  const keys =
    kind === 'service'
      ? MerchandiserInvoiceEntity.indexes?.gsi3?.({ ...invoice, batchNum })
      : CustomerInvoiceEntity.indexes?.gsi3?.({ ...invoice, status: batchNum === 0 ? 1 : 2, batchNum });
  if (!keys) throw new Error(`Invoice ${invoice.id} is not exportable.`);
  return keys.pk;
}

function invoiceKey({ kind, invoice }: ExportableInvoice) {
  return (kind === 'service' ? MerchandiserInvoiceEntity : CustomerInvoiceEntity).key(invoice.id);
}

/** Moves the invoice 0 → `batch` only if it is still in batch 0 and submitted (clients also 1 → 2). */
function claimUpdate(target: ExportableInvoice, batch: StoredBatch, now: string, by: string): TransactItem {
  const client = target.kind === 'client';
  return {
    Update: {
      TableName: table(),
      Key: invoiceKey(target),
      UpdateExpression: [
        'SET batchNum = :n, gsi3pk = :gsi3pk, exportedAt = :now, exportedBy = :by',
        'version = version + :one, modifiedAt = :now, modifiedBy = :by',
        client ? '#status = :two' : 'postedDate = :posted',
      ].join(', '),
      ConditionExpression: client ? 'batchNum = :zero AND #status = :one' : 'batchNum = :zero AND #state = :submitted',
      ExpressionAttributeNames: client ? { '#status': 'status' } : { '#state': 'state' },
      ExpressionAttributeValues: {
        ':n': batch.batchNum,
        ':gsi3pk': gsi3Of(target, batch.batchNum),
        ':now': now,
        ':by': by,
        ':one': 1,
        ':zero': 0,
        ...(client ? { ':two': 2 } : { ':posted': batch.postedDate ?? '', ':submitted': 'submitted' }),
      },
    },
  };
}

/** Moves the invoice back `batch` → 0 only if it is in that batch (clients also 2 → 1). */
function releaseUpdate(target: ExportableInvoice, batchNum: number, now: string, by: string) {
  const client = target.kind === 'client';
  return new UpdateCommand({
    TableName: table(),
    Key: invoiceKey(target),
    UpdateExpression: [
      `SET batchNum = :zero, gsi3pk = :gsi3pk, version = version + :one, modifiedAt = :now, modifiedBy = :by${
        client ? ', #status = :one' : ''
      }`,
      `REMOVE exportedAt, exportedBy${client ? '' : ', postedDate'}`,
    ].join(' '),
    ConditionExpression: 'batchNum = :n',
    ...(client ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
    ExpressionAttributeValues: {
      ':n': batchNum,
      ':zero': 0,
      ':one': 1,
      ':gsi3pk': gsi3Of(target, 0),
      ':now': now,
      ':by': by,
    },
  });
}

// ------------------------------------------------------------------------------------------------- batches

/** Batch numbers of one kind that hold exported invoices (done batches), newest first. */
export async function listBatchNumbers(kind: AccountingBatchKind): Promise<number[]> {
  const numbers: number[] = [];
  for await (const item of queryPattern(AccountingBatchPatterns, 'ofKind', [kind], {
    ProjectionExpression: 'batchNum, #state',
    ExpressionAttributeNames: { '#state': 'state' },
    ScanIndexForward: false,
  }))
    if (item.state === 'done') numbers.push(Number(item.batchNum));
  return numbers;
}

export const getBatch = (kind: AccountingBatchKind, batchNum: number) => batches.get(accountingBatchId(kind, batchNum));

/** Batches of one kind still `exporting` (running, or abandoned when untouched for two minutes). */
export async function exportingBatches(kind: AccountingBatchKind): Promise<StoredBatch[]> {
  const found: StoredBatch[] = [];
  for await (const item of queryPattern(AccountingBatchPatterns, 'ofKind', [kind], {
    FilterExpression: '#state = :exporting',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':exporting': 'exporting' },
  }))
    found.push(fromItem<AccountingBatch>(item));
  return found;
}

/**
 * Opens batch n = `CompanyInfo.nextBatchNumber` (one sequence for both kinds): ONE transaction raises the number
 * only if it is still n (and the company info's version with it, so a stale Company Info form cannot roll it back)
 * and writes the batch `exporting`. Two exports opening at once get consecutive numbers: the loser reads again.
 */
export async function openBatch(
  fields: Pick<AccountingBatch, 'kind' | 'invoiceIds' | 'postedDate'>,
  by: string,
): Promise<StoredBatch> {
  for (let attempt = 0; ; attempt++) {
    const info = await findCompanyInfo();
    if (!info) throw new ConflictError('Company Info is not set up: enter the next batch number first.');
    const batchNum = Number(info.nextBatchNumber);
    const now = new Date().toISOString();
    const batch: AccountingBatch = {
      id: accountingBatchId(fields.kind, batchNum),
      ...fields,
      batchNum,
      state: 'exporting',
      count: 0,
      totalCents: 0,
      exportedAt: now,
      exportedBy: by,
    };
    const audit = firstAudit(by, now);
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: CompanyInfoEntity.key(info.id),
                UpdateExpression: 'SET nextBatchNumber = :next, version = version + :one',
                ConditionExpression: 'nextBatchNumber = :n',
                ExpressionAttributeValues: { ':n': batchNum, ':next': batchNum + 1, ':one': 1 },
              },
            },
            {
              Put: {
                TableName: table(),
                Item: toItem(AccountingBatchEntity, batch, audit),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return { ...batch, ...audit };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= 20) throw error;
      await sleep(backoffDelay(attempt));
    }
  }
}

/** Thrown when invoices of a claim are no longer in batch 0 (another export took them first). */
export class InvoicesTakenError extends Error {
  constructor(readonly invoiceIds: number[]) {
    super(`Invoices ${invoiceIds.join(', ')} are no longer waiting for export.`);
  }
}

/**
 * Moves `targets` into `batch`, CLAIM_CHUNK a transaction, each transaction also touching the batch (only while it is
 * `exporting`: a batch rolled back meanwhile stops the claim). A transaction refused because an invoice left batch 0
 * throws InvoicesTakenError naming them; one refused by a concurrent transaction (TransactionConflict) is retried.
 * `until` stops between transactions (the step budget); answers how many were moved.
 */
export async function claimInvoices(
  batch: StoredBatch,
  targets: readonly ExportableInvoice[],
  by: string,
  until: () => boolean,
): Promise<number> {
  let moved = 0;
  for (let from = 0; from < targets.length; from += CLAIM_CHUNK) {
    // Every step moves at least one chunk, so an export always progresses however slow its start was.
    if (from > 0 && until()) break;
    const chunk = targets.slice(from, from + CLAIM_CHUNK);
    await claimChunk(batch, chunk, by);
    moved += chunk.length;
  }
  return moved;
}

async function claimChunk(batch: StoredBatch, chunk: readonly ExportableInvoice[], by: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const now = new Date().toISOString();
    const items: TransactItem[] = [heartbeat(batch, now, by), ...chunk.map((t) => claimUpdate(t, batch, now, by))];
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed')
        throw new ConflictError(`Batch ${batch.batchNum} was rolled back by another export. Try again.`);
      const taken = chunk.filter((_, i) => reasons[i + 1]?.Code === 'ConditionalCheckFailed');
      if (taken.length > 0) throw new InvoicesTakenError(taken.map((t) => t.invoice.id));
      if (attempt >= 10) throw error;
      await sleep(backoffDelay(attempt));
    }
  }
}

function heartbeat(batch: StoredBatch, now: string, by: string): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: AccountingBatchEntity.key(batch.id),
      UpdateExpression: 'SET modifiedAt = :now, modifiedBy = :by',
      ConditionExpression: '#state = :exporting',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':now': now, ':by': by, ':exporting': 'exporting' },
    },
  };
}

/** Touches the batch so a long export is not taken for abandoned between its steps. */
export async function touchBatch(batch: StoredBatch, by: string): Promise<void> {
  const { Update } = heartbeat(batch, new Date().toISOString(), by);
  if (Update) await documentClient().send(new UpdateCommand(Update));
}

/** Moves back to batch 0 every one of `targets` that is in `batchNum` (the others are left alone). */
export async function releaseInvoices(
  batchNum: number,
  targets: readonly ExportableInvoice[],
  by: string,
): Promise<void> {
  const now = new Date().toISOString();
  await Promise.all(
    targets.map(async (target) => {
      try {
        await documentClient().send(releaseUpdate(target, batchNum, now, by));
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }),
  );
}

/** Deletes a batch being rolled back (only while `exporting`: a finished batch is never deleted). */
export async function deleteExportingBatch(batch: StoredBatch): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: AccountingBatchEntity.key(batch.id),
        ConditionExpression: '#state = :exporting',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':exporting': 'exporting' },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Marks the batch `done` with its file, count and total (only from `exporting`, once). */
export async function markBatchDone(
  batch: StoredBatch,
  done: Pick<AccountingBatch, 'fileKey' | 'fileName' | 'count' | 'totalCents' | 'invoiceIds'>,
  by: string,
): Promise<StoredBatch> {
  const now = new Date().toISOString();
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: AccountingBatchEntity.key(batch.id),
      UpdateExpression:
        'SET #state = :done, fileKey = :key, fileName = :name, #count = :count, totalCents = :total, ' +
        'invoiceIds = :ids, version = version + :one, modifiedAt = :now, modifiedBy = :by',
      ConditionExpression: '#state = :exporting',
      ExpressionAttributeNames: { '#state': 'state', '#count': 'count' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':exporting': 'exporting',
        ':key': done.fileKey,
        ':name': done.fileName,
        ':count': done.count,
        ':total': done.totalCents,
        ':ids': done.invoiceIds,
        ':one': 1,
        ':now': now,
        ':by': by,
      },
    }),
  );
  return { ...batch, ...done, state: 'done', version: batch.version + 1, modifiedAt: now, modifiedBy: by };
}
