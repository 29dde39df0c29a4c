import {
  type AccountingExportResult,
  alreadyExportedMessage,
  payrollOnHoldMessage,
} from '@shelfline/shared/contracts/accounting-export.contract';
import { BadRequestError, ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import type { AccountingBatchKind } from '../../../data/entities/accounting-batch.entity.ts';
import type { CompanyInfo } from '../../../data/entities/company-info.entity.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import {
  claimInvoices,
  deleteExportingBatch,
  type ExportableInvoice,
  exportingBatches,
  getBatch,
  InvoicesTakenError,
  invoicesByIds,
  isExportable,
  markBatchDone,
  openBatch,
  releaseInvoices,
  type StoredBatch,
} from '../../../data/money/accounting-batches.repository.ts';
import { STALE_EXPORT_MS } from '../../../data/schedule/services.repository.ts';
import { storeBatchFile, workersOf } from './batch-file.ts';

/**
 * Export Selection of the accounting export (brief §2.5 c, §8): the selected invoices of batch 0 become batch n, in
 * STEPS the client drives (≤ `budgetMs` a call, 8 s), never half a batch and never one invoice in two batches.
 *
 * 1. Abandoned batches of the kind (`exporting`, untouched for two minutes: a crashed or closed step) are settled
 *    first: completed when every invoice made it into the batch, rolled back otherwise (invoices back to 0, the batch
 *    deleted; its number stays unused).
 * 2. The selection is checked: unknown ids 404, unsubmitted ones 400, workers with payroll on hold 400 (A40). Ids
 *    all in one finished batch with exactly these ids are a repeat: its file again, nothing changes. Ids all in one
 *    running batch with these ids: that export continues. Any other exported id: 409 naming them.
 * 3. Batch n is opened (`nextBatchNumber`, atomic), the invoices are claimed 50 a transaction with `batchNum = 0`
 *    conditions until the budget is spent; the answer says how far it got and the client sends the same ids again.
 *    An invoice another export claimed first rolls this batch back whole: 409.
 * 4. Once every invoice is in, the file is built, stored and linked, and the batch is `done`.
 */
export async function exportInvoices(input: {
  kind: AccountingBatchKind;
  invoiceIds: readonly number[];
  postedDate?: string;
  by: string;
  budgetMs: number;
}): Promise<AccountingExportResult> {
  const { kind, by } = input;
  const deadline = Date.now() + input.budgetMs;
  const ids = [...new Set(input.invoiceIds)];
  const info = await companyInfo();
  await settleAbandoned(kind, info, by);

  const targets = await checkedTargets(kind, ids);
  const exported = targets.filter((t) => t.invoice.batchNum !== 0);
  if (exported.length > 0) {
    const batch = await sameBatch(kind, ids, exported);
    if (batch?.state === 'done' && exported.length === targets.length) return finishedAnswer(batch, targets, info);
    if (batch?.state === 'exporting') return runSteps(batch, targets, info, by, deadline);
    throw alreadyExported(exported);
  }
  if (kind === 'service') await refusePayrollOnHold(targets);
  const batch = await openBatch({ kind, invoiceIds: ids, postedDate: input.postedDate }, by);
  return runSteps(batch, targets, info, by, deadline);
}

async function companyInfo(): Promise<CompanyInfo> {
  const info = await findCompanyInfo();
  if (!info) throw new ConflictError('Company Info is not set up: enter the next batch number first.');
  return info;
}

async function checkedTargets(kind: AccountingBatchKind, ids: readonly number[]): Promise<ExportableInvoice[]> {
  const targets = await invoicesByIds(kind, ids);
  const found = new Set(targets.map((t) => t.invoice.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new NotFoundError(`Invoices ${missing.join(', ')} were not found.`);
  const notSubmitted = targets.filter((t) => !isExportable(t));
  if (notSubmitted.length > 0)
    throw new BadRequestError({
      invoiceIds: [`Invoices ${notSubmitted.map((t) => t.invoice.id).join(', ')} are not submitted.`],
    });
  return targets.sort((a, b) => (a.invoice.invoiceNum ?? 0) - (b.invoice.invoiceNum ?? 0));
}

/** The batch that holds the exported ones when it is exactly the batch of these ids (a repeat or a continuation). */
async function sameBatch(kind: AccountingBatchKind, ids: readonly number[], exported: readonly ExportableInvoice[]) {
  const numbers = new Set(exported.map((t) => t.invoice.batchNum));
  if (numbers.size !== 1) return undefined;
  const batch = await getBatch(kind, exported[0]?.invoice.batchNum ?? 0);
  const same = batch && batch.invoiceIds.length === ids.length && ids.every((id) => batch.invoiceIds.includes(id));
  return same ? batch : undefined;
}

function alreadyExported(exported: readonly ExportableInvoice[]): ConflictError {
  const first = exported[0]?.invoice.batchNum ?? 0;
  const inFirst = exported.filter((t) => t.invoice.batchNum === first).map((t) => t.invoice.invoiceNum ?? t.invoice.id);
  return new ConflictError(alreadyExportedMessage(inFirst, first));
}

async function refusePayrollOnHold(targets: readonly ExportableInvoice[]) {
  const workers = await workersOf(targets);
  const held = targets.filter((t) => t.kind === 'service' && workers.get(t.invoice.employeeId)?.isPayrollOnHold);
  if (held.length > 0)
    throw new BadRequestError({ invoiceIds: [payrollOnHoldMessage(held.map((t) => t.invoice.invoiceNum ?? 0))] });
}

/** Claims what is left of `targets` until the deadline; finishes the batch once all are in. */
async function runSteps(
  batch: StoredBatch,
  targets: readonly ExportableInvoice[],
  info: CompanyInfo,
  by: string,
  deadline: number,
): Promise<AccountingExportResult> {
  const waiting = targets.filter((t) => t.invoice.batchNum === 0);
  let moved = targets.length - waiting.length;
  try {
    moved += await claimInvoices(batch, waiting, by, () => Date.now() >= deadline);
  } catch (error) {
    if (!(error instanceof InvoicesTakenError)) throw error;
    const taken = await invoicesByIds(batch.kind, error.invoiceIds);
    // A twin call of this same export (a double click, a retried request) moved them: carry on from fresh data.
    if (taken.every((t) => t.invoice.batchNum === batch.batchNum)) {
      const fresh = await checkedTargets(
        batch.kind,
        targets.map((t) => t.invoice.id),
      );
      return runSteps(batch, fresh, info, by, deadline);
    }
    await rollBack(batch, targets, by);
    throw alreadyExported(taken.filter((t) => t.invoice.batchNum !== 0 && t.invoice.batchNum !== batch.batchNum));
  }
  if (moved < targets.length)
    return { batchNumber: batch.batchNum, done: moved, total: targets.length, finished: false };
  return finish(batch, targets, info, by);
}

async function finish(batch: StoredBatch, targets: readonly ExportableInvoice[], info: CompanyInfo, by: string) {
  const stored = await storeBatchFile(batch, targets, info);
  const done = {
    fileKey: stored.fileKey,
    fileName: stored.fileName,
    count: stored.count,
    totalCents: stored.totalCents,
    invoiceIds: targets.map((t) => t.invoice.id),
  };
  // A twin call may have finished it a moment before: the same file, so its answer is ours too.
  await markBatchDone(batch, done, by).catch((error: Error) => {
    if (error.name !== 'ConditionalCheckFailedException') throw error;
  });
  return {
    batchNumber: batch.batchNum,
    done: targets.length,
    total: targets.length,
    finished: true,
    file: stored.file,
  };
}

/**
 * A repeat of a finished export: its file again. The exports bucket forgets objects after two days, so the file is
 * written again from the batch's invoices (frozen since submit: the same file).
 */
async function finishedAnswer(batch: StoredBatch, targets: readonly ExportableInvoice[], info: CompanyInfo) {
  const stored = await storeBatchFile(batch, targets, info);
  return {
    batchNumber: batch.batchNum,
    done: targets.length,
    total: targets.length,
    finished: true,
    file: stored.file,
  };
}

async function rollBack(batch: StoredBatch, targets: readonly ExportableInvoice[], by: string) {
  await releaseInvoices(batch.batchNum, targets, by);
  await deleteExportingBatch(batch);
}

/** Completes or rolls back every batch of the kind left `exporting` and untouched for two minutes. */
async function settleAbandoned(kind: AccountingBatchKind, info: CompanyInfo, by: string) {
  const stale = (await exportingBatches(kind)).filter((b) => Date.now() - Date.parse(b.modifiedAt) > STALE_EXPORT_MS);
  for (const batch of stale) {
    const targets = await invoicesByIds(kind, batch.invoiceIds);
    const complete =
      targets.length === batch.invoiceIds.length && targets.every((t) => t.invoice.batchNum === batch.batchNum);
    if (complete) await finish(batch, targets, info, by);
    else await rollBack(batch, targets, by);
  }
}
