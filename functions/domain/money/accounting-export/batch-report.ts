import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import { exportToS3 } from '../../../common/export/export-to-s3.ts';
import type { AccountingBatchKind } from '../../../data/entities/accounting-batch.entity.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import { getBatch, invoicesOfBatch } from '../../../data/money/accounting-batches.repository.ts';
import {
  batchReportFileName,
  CLIENT_BATCH_COLUMNS,
  type ClientBatchRow,
  clientTotalsRow,
  SERVICE_BATCH_COLUMNS,
  type ServiceBatchRow,
  serviceTotalsRow,
} from '../../../documents/accounting/batch-reports.ts';

/*
 * Batch Report (POST accountingExport/service|client/export/excel; brief §2.5, §6): the invoices of a batch with their
 * amounts and a totals row; batch 0 previews what Export Selection would take. Written like every export (streamed
 * into the exports bucket, answered as a link).
 */

const CLIENT_STATUS = { 0: 'Preliminary', 1: 'Submitted', 2: 'UploadedToMYOB' } as const;

export async function exportBatchReport(kind: AccountingBatchKind, batchNum: number): Promise<ExportedFile> {
  const invoices = await invoicesOfBatch(kind, batchNum);
  const fileName = batchReportFileName(kind, batchNum);
  const sheetName = batchNum === 0 ? 'Not exported' : `Batch ${batchNum}`;
  if (kind === 'service') {
    const info = await findCompanyInfo();
    const postedDate = batchNum === 0 ? undefined : (await getBatch(kind, batchNum))?.postedDate;
    const accounts = [info?.serviceInvoiceAccount, info?.miscChargesAccount].filter(Boolean).join(', ');
    const rows: ServiceBatchRow[] = invoices.flatMap((t) =>
      t.kind === 'service'
        ? [
            {
              batchNum: t.invoice.batchNum,
              postedDate: t.invoice.postedDate ?? postedDate,
              invoiceNum: t.invoice.invoiceNum,
              dateIssued: t.invoice.dateIssued,
              merchandiser: t.invoice.empFullname,
              servicesCents: t.invoice.servicesAmountCents,
              miscCents: t.invoice.miscAmountCents,
              taxCents: t.invoice.taxLines.reduce((sum, line) => sum + line.tax, 0),
              totalCents: t.invoice.amountCents,
              accounts,
            },
          ]
        : [],
    );
    return exportToS3({
      fileName,
      format: 'xlsx',
      sheetName,
      columns: SERVICE_BATCH_COLUMNS,
      pages: withTotals(rows, serviceTotalsRow),
    });
  }
  const rows: ClientBatchRow[] = invoices.flatMap((t) =>
    t.kind === 'client'
      ? [
          {
            batchNum: t.invoice.batchNum,
            invoiceNum: t.invoice.invoiceNum,
            invoiceDate: t.invoice.invoiceDate,
            clientName: t.invoice.clientName,
            subTotalCents: t.invoice.subTotalCents,
            taxCodes: [...new Set(t.invoice.taxLines.map((line) => line.code))].join(', '),
            taxCents: t.invoice.gstCents,
            totalCents: t.invoice.totalCents,
            status: CLIENT_STATUS[t.invoice.status],
          },
        ]
      : [],
  );
  return exportToS3({
    fileName,
    format: 'xlsx',
    sheetName,
    columns: CLIENT_BATCH_COLUMNS,
    pages: withTotals(rows, clientTotalsRow),
  });
}

async function* withTotals<Row>(rows: Row[], totals: (rows: readonly Row[]) => Row): AsyncGenerator<readonly Row[]> {
  yield rows;
  yield [totals(rows)];
}
