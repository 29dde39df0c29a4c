import { s3 } from '../../../common/aws/s3.ts';
import { env } from '../../../common/env.ts';
import type { AccountingBatchKind } from '../../../data/entities/accounting-batch.entity.ts';
import { putFile } from '../../../data/files/file-objects.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import { getBatch, invoicesOfBatch, isExportable } from '../../../data/money/accounting-batches.repository.ts';
import { BATCH_FILE_CONTENT_TYPE, fileNameOf, workersOf } from '../../money/accounting-export/batch-file.ts';
import { exportInvoices } from '../../money/accounting-export/export-invoices.ts';
import type { KindResult, KindRun } from '../produce-export.ts';

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
  const invoiceIds = await unexportedInvoiceIds(kind);
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
  await copyFromExports(batch.fileKey, target.key);
  return { fileName: batch.fileName, rows: result.total, key: target.key, contentType: BATCH_FILE_CONTENT_TYPE };
}

async function unexportedInvoiceIds(kind: AccountingBatchKind): Promise<number[]> {
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

/** The batch file, kept by the exports bucket for days, copied into the files bucket with the run (13 months). */
async function copyFromExports(from: string, to: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: env.bucket('filesBucket'),
      Key: to,
      CopySource: `${env.bucket('exportsBucket')}/${from.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: BATCH_FILE_CONTENT_TYPE,
      MetadataDirective: 'REPLACE',
    }),
  );
}
