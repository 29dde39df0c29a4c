import { PassThrough } from 'node:stream';
import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import { type ExportFormat, exportToS3 } from '../../../common/export/export-to-s3.ts';
import { writeXlsx } from '../../../common/export/xlsx-writer.ts';
import { BadRequestError } from '../../../common/http-errors.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import {
  getCustomerCharges,
  type StoredCharge,
  type StoredInvoice,
} from '../../../data/money/customer-invoices.repository.ts';
import { customerInvoiceFileName, renderCustomerInvoicePdf } from '../../../documents/customer-invoice-pdf.ts';
import { renderInvoiceSummaryPdf } from '../../../documents/invoice-summary-pdf.ts';
import { chargeSheetColumns, chargeSheetLines } from '../../../documents/invoice-summary-sheet.ts';
import { invoiceWithLines } from './invoice-lines.ts';
import { type ChargeViewer, seesCharge } from './scope.ts';
import { toChargeRow } from './views.ts';

/*
 * The files of customer invoicing (brief §6): the invoice PDF, its summary as Excel or CSV (streamed into the exports
 * bucket and answered as a link, the product's one way for exports), the same workbook as bytes for the e-mail, and
 * the Charges tab's export of selected charges. exceljs and pdfkit load only here (lazily).
 */

/** UTC `YYYY-MM-DD-HH-mm` of file names. */
const stamp = (now = new Date()) => now.toISOString().slice(0, 16).replace('T', '-').replace(':', '-');

async function* onePage<Row>(rows: readonly Row[]) {
  yield rows;
}

export { invoiceWithLines };

export async function invoicePdf(invoice: StoredInvoice, lines: readonly StoredCharge[]) {
  const company = await findCompanyInfo();
  return {
    fileName: customerInvoiceFileName(invoice),
    bytes: await renderCustomerInvoicePdf({ invoice, lines, company }),
  };
}

export async function exportInvoiceSummary(id: number, format: ExportFormat): Promise<ExportedFile> {
  const { invoice, lines } = await invoiceWithLines(id);
  return exportToS3({
    fileName: customerInvoiceFileName(invoice, `-summary.${format}`),
    format,
    sheetName: 'Summary',
    columns: chargeSheetColumns(true),
    pages: onePage(chargeSheetLines(lines.map((l) => toChargeRow(l, true)))),
  });
}

/** The summary as a PDF (brief A14). */
export async function summaryPdf(id: number) {
  const [{ invoice, lines }, company] = await Promise.all([invoiceWithLines(id), findCompanyInfo()]);
  return renderInvoiceSummaryPdf(
    invoice,
    lines.map((l) => toChargeRow(l, true)),
    company,
  );
}

/** The summary workbook as bytes (an e-mail attachment). */
export async function summaryWorkbook(invoice: StoredInvoice, lines: readonly StoredCharge[]) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const rows = chargeSheetLines(lines.map((l) => toChargeRow(l, true)));
  await writeXlsx(stream, 'Summary', chargeSheetColumns(true), onePage(rows));
  await ended;
  return { fileName: customerInvoiceFileName(invoice, '-summary.xlsx'), bytes: Buffer.concat(chunks) };
}

/** Export Charges (002 §2): the selected charges the caller sees; an account manager's file has no rate or amount. */
export async function exportCharges(ids: readonly number[], viewer: ChargeViewer): Promise<ExportedFile> {
  const found = await getCustomerCharges(ids);
  const unknown = ids.filter((id) => {
    const charge = found.get(id);
    return !charge || charge.isDeleted || !seesCharge(viewer, charge);
  });
  if (unknown.length) throw new BadRequestError({ ids: [`These charges do not exist: ${unknown.join(', ')}.`] });
  const rows = [...new Set(ids)]
    .map((id) => toChargeRow(found.get(id) as NonNullable<ReturnType<typeof found.get>>, viewer.isAdmin))
    .sort((a, b) => a.completedDate.localeCompare(b.completedDate) || a.id - b.id);
  return exportToS3({
    fileName: `customer-charges-${stamp()}.xlsx`,
    format: 'xlsx',
    sheetName: 'Customer charges',
    columns: chargeSheetColumns(viewer.isAdmin),
    pages: onePage(chargeSheetLines(rows)),
  });
}
