import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import { downloadLink, putObject } from '../../../common/aws/s3-objects.ts';
import { env } from '../../../common/env.ts';
import type { AccountingBatchKind } from '../../../data/entities/accounting-batch.entity.ts';
import type { CompanyInfo } from '../../../data/entities/company-info.entity.ts';
import type { Employee } from '../../../data/entities/employee.entity.ts';
import type { ExportableInvoice } from '../../../data/money/accounting-batches.repository.ts';
import { readLinesOfInvoice } from '../../../data/money/customer-invoices.repository.ts';
import { employees } from '../../../data/people/people.repository.ts';
import { accountingText } from '../../../documents/accounting/accounting-format.ts';
import { CLIENT_INVOICES_LAYOUT, clientInvoiceLines } from '../../../documents/accounting/client-invoices-file.ts';
import { SERVICE_INVOICES_LAYOUT, serviceInvoiceLines } from '../../../documents/accounting/service-invoices-file.ts';

/*
 * The text file of a batch (brief §2.5, §6): built from the batch's invoices, which are frozen once submitted, so the
 * same batch always gives the same file; stored in the exports bucket under
 * `{exportFolder}/{service|client}/{n}/{file name from Company Info}` and answered as a short-lived link.
 */

export const BATCH_FILE_CONTENT_TYPE = 'text/csv; charset=utf-8';
const CONTENT_TYPE = BATCH_FILE_CONTENT_TYPE;

export interface BatchFile {
  fileKey: string;
  fileName: string;
  count: number;
  totalCents: number;
  file: ExportedFile;
}

export const invoiceTotalCents = (t: ExportableInvoice) =>
  t.kind === 'service' ? t.invoice.amountCents : t.invoice.totalCents;

/** Builds the file of batch `batchNum` of `targets` (the invoices in it), stores it and links to it. */
export async function storeBatchFile(
  batch: { kind: AccountingBatchKind; batchNum: number; postedDate?: string },
  targets: readonly ExportableInvoice[],
  info: CompanyInfo,
): Promise<BatchFile> {
  const ordered = [...targets].sort((a, b) => (a.invoice.invoiceNum ?? 0) - (b.invoice.invoiceNum ?? 0));
  const text =
    batch.kind === 'service'
      ? await serviceText(batch.batchNum, batch.postedDate ?? '', ordered, info)
      : await clientText(batch.batchNum, ordered, info);
  const fileName = fileNameOf(batch.kind, info);
  const folder = String(info.exportFolder ?? 'accounting').replace(/^\/+|\/+$/g, '') || 'accounting';
  const fileKey = `${folder}/${batch.kind}/${batch.batchNum}/${fileName}`;
  const bucket = env.bucket('exportsBucket');
  // The byte-order mark lets Excel open the UTF-8 file with its accents; accounting imports skip it.
  await putObject({ bucket, key: fileKey, body: `\uFEFF${text}`, contentType: CONTENT_TYPE });
  const link = await downloadLink({ bucket, key: fileKey, fileName, contentType: CONTENT_TYPE });
  return {
    fileKey,
    fileName,
    count: ordered.length,
    totalCents: ordered.reduce((sum, t) => sum + invoiceTotalCents(t), 0),
    file: { fileName, ...link, rows: ordered.length },
  };
}

/** The batch file's name: Company Info's file name of the kind (its last path segment), else `{kind}-invoices.csv`. */
export function fileNameOf(kind: AccountingBatchKind, info: CompanyInfo): string {
  const configured = kind === 'service' ? info.serviceInvoiceExportFilename : info.clientInvoiceExportFilename;
  // Company Info's name is typed by an admin: only its last path segment names the file.
  const name = String(configured ?? '')
    .split(/[\\/]/)
    .pop()
    ?.trim();
  return name || `${kind}-invoices.csv`;
}

async function serviceText(
  batchNum: number,
  postedDate: string,
  targets: readonly ExportableInvoice[],
  info: CompanyInfo,
) {
  const workers = await workersOf(targets);
  const records = targets.map((t) => {
    if (t.kind !== 'service') return [];
    const invoice = t.invoice;
    const worker = workers.get(invoice.employeeId);
    const [firstFromName = '', ...rest] = invoice.empFullname.split(' ');
    return serviceInvoiceLines(
      {
        invoiceNum: invoice.invoiceNum ?? 0,
        dateIssued: invoice.dateIssued,
        lastName: worker?.lastName ?? rest.join(' '),
        firstName: worker?.firstName ?? firstFromName,
        payableTo: invoice.payableTo || undefined,
        servicesCents: invoice.servicesAmountCents,
        miscCents: invoice.miscAmountCents,
        taxCode: invoice.taxLines[0]?.code,
        taxCents: invoice.taxLines.reduce((sum, line) => sum + line.tax, 0),
      },
      { batchNum, postedDate },
      { serviceInvoiceAccount: info.serviceInvoiceAccount, miscChargesAccount: info.miscChargesAccount },
    );
  });
  return accountingText(SERVICE_INVOICES_LAYOUT, records);
}

async function clientText(batchNum: number, targets: readonly ExportableInvoice[], info: CompanyInfo) {
  const records = await Promise.all(
    targets.map(async (t) => {
      if (t.kind !== 'client') return [];
      const charges = await readLinesOfInvoice(t.invoice.id);
      return clientInvoiceLines(
        {
          invoiceNum: t.invoice.invoiceNum ?? 0,
          invoiceDate: t.invoice.invoiceDate,
          clientName: t.invoice.clientName,
          poNumber: t.invoice.poNumber,
          taxLines: t.invoice.taxLines,
        },
        charges.map((c) => ({
          jobNumber: c.jobNumber,
          taxCode: c.taxCode,
          taxRate: c.taxRate,
          amountCents: c.amountCents,
        })),
        batchNum,
        String(info.clientInvoiceAccount ?? ''),
      );
    }),
  );
  return accountingText(CLIENT_INVOICES_LAYOUT, records);
}

/** The workers of service invoices, by id (a handful of Gets: one per worker, not per invoice). */
export async function workersOf(targets: readonly ExportableInvoice[]): Promise<Map<number, Employee>> {
  const ids = [...new Set(targets.flatMap((t) => (t.kind === 'service' ? [t.invoice.employeeId] : [])))];
  const found = await Promise.all(ids.map((id) => employees.get(id)));
  return new Map(found.flatMap((e) => (e ? [[e.id, e] as const] : [])));
}
