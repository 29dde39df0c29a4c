import type { ObjectRef } from '../../../common/aws/s3-objects.ts';
import type { AccountingBatchKind } from '../../../data/entities/accounting-batch.entity.ts';
import { putFile } from '../../../data/files/file-objects.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import { getBatch, invoicesOfBatch, isExportable } from '../../../data/money/accounting-batches.repository.ts';
import { BATCH_FILE_CONTENT_TYPE, fileNameOf, workersOf } from '../../money/accounting-export/batch-file.ts';
import { exportInvoices } from '../../money/accounting-export/export-invoices.ts';
import type { KindResult, KindRun } from '../produce-export.ts';
import { copyIntoRun, earlierAttempt, exportsBucket } from './run-file.ts';

/*
 * The accounting export of the unexported Submitted invoices of one kind (brief §7.4, J3): exactly what a manual
 * Export Selection of batch 0 would take (service invoices of workers whose payroll is on hold stay behind, as the
 * manual export refuses them), through the manual export's own code: batch number from Company Info in its
 * transaction, invoices claimed with `batchNum = 0` conditions (a manual export racing this one takes none of them
 * twice: the loser is rolled back with 409, and the run is retried), client invoices to UploadedToMYOB. No invoice:
 * no batch is opened, so no number is consumed, and the run's file is an empty one. The batch's stored file (exports
 * bucket) is copied to the run's key.
 */

/** The manual export's limit of invoices at once (accounting-export.contract.ts invoiceIds). */
const INVOICES_PER_EXPORT_MAX = 5_000;
/** A worker run is not bound by API Gateway's 30 s: one export call does the whole batch. */
const RUN_BUDGET_MS = 10 * 60 * 1000;

export async function produceAccountingExport(run: KindRun): Promise<KindResult> {
  const { invoiceKind, postingDate } = run.schedule.parameters;
  if (!invoiceKind || !postingDate) throw new Error('An accounting export schedule needs invoiceKind and postingDate.');
  const kind: AccountingBatchKind = invoiceKind;
  const info = await findCompanyInfo();
  if (!info) throw new Error('Company Info is not set up: enter the next batch number first.');
  const target = run.objectFor(extensionOf(fileNameOf(kind, info)));
  const earlier = await earlierAttempt(target);
  if (earlier)
    return { fileName: fileNameOf(kind, info), ...earlier, key: target.key, contentType: BATCH_FILE_CONTENT_TYPE };
  return exportAccountingBatch(run, kind, await unexportedInvoiceIds(kind), target);
}

/** Exports `invoiceIds` (the unexported ones of the kind) as one batch into the run's object `target`. */
export async function exportAccountingBatch(
  run: KindRun,
  kind: AccountingBatchKind,
  invoiceIds: readonly number[],
  target: ObjectRef,
): Promise<KindResult> {
  const postingDate = run.schedule.parameters.postingDate ?? 'runDate';
  const info = await findCompanyInfo();
  if (!info) throw new Error('Company Info is not set up: enter the next batch number first.');
  if (invoiceIds.length === 0) {
    await putFile(target.key, Buffer.from('\uFEFF'), BATCH_FILE_CONTENT_TYPE);
    return { fileName: fileNameOf(kind, info), rows: 0, key: target.key, contentType: BATCH_FILE_CONTENT_TYPE };
  }
  const postedDate = postingDateOf(postingDate, run.slot, run.schedule.timeZone);
  let result = await exportInvoices({ kind, invoiceIds, postedDate, by: run.by, budgetMs: RUN_BUDGET_MS });
  while (!result.finished)
    result = await exportInvoices({ kind, invoiceIds, postedDate, by: run.by, budgetMs: RUN_BUDGET_MS });
  const batch = await getBatch(kind, result.batchNumber);
  if (!batch?.fileKey || !batch.fileName) throw new Error(`Batch ${result.batchNumber} has no stored file.`);
  await copyIntoRun({ bucket: exportsBucket(), key: batch.fileKey }, target, BATCH_FILE_CONTENT_TYPE, result.total);
  return { fileName: batch.fileName, rows: result.total, key: target.key, contentType: BATCH_FILE_CONTENT_TYPE };
}

/** What a manual Export Selection of batch 0 could take, by invoice number (at most one export's worth). */
export async function unexportedInvoiceIds(kind: AccountingBatchKind): Promise<number[]> {
  const waiting = (await invoicesOfBatch(kind, 0)).filter(isExportable);
  const workers = kind === 'service' ? await workersOf(waiting) : new Map();
  return waiting
    .filter((t) => t.kind !== 'service' || !workers.get(t.invoice.employeeId)?.isPayrollOnHold)
    .sort((a, b) => (a.invoice.invoiceNum ?? 0) - (b.invoice.invoiceNum ?? 0))
    .slice(0, INVOICES_PER_EXPORT_MAX)
    .map((t) => t.invoice.id);
}

/** The posting date (brief J3): the run's day in the schedule's zone, or the last day of the month before it. */
export function postingDateOf(choice: 'runDate' | 'lastDayOfPreviousMonth', slot: Date, timeZone: string): string {
  const runDate = new Intl.DateTimeFormat('en-CA', { timeZone }).format(slot);
  if (choice === 'runDate') return runDate;
  const [year, month] = runDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 0)).toISOString().slice(0, 10);
}

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'csv';
