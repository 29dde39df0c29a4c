import type { ChargesQuery } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { todayIso } from '../../../common/dates.ts';
import { BadRequestError, NotFoundError } from '../../../common/http-errors.ts';
import { jobs } from '../../../data/master-data/master-data.repository.ts';
import { getCharges } from '../../../data/money/charges.repository.ts';
import { merchandiserInvoices } from '../../../data/money/merchandiser-invoices.repository.ts';
import { renderMerchandiserInvoicePdf } from '../../../documents/merchandiser-invoice-pdf.ts';
import { invoicePartyOf } from './invoice-party.ts';
import { invoiceMoneyOf } from './invoice-totals.ts';
import { type InvoicingScope, reachesCharge, reachesMiscCharge, reachesWorker } from './invoicing-scope.ts';
import { invoiceableOf } from './select-charges.ts';

/*
 * The two PDFs of merchandiser invoicing (brief §6): a submitted invoice, as it was frozen (its charges by id, its
 * stored totals), and the preliminary invoice — the selection a submit would make now, watermarked and written
 * nowhere.
 */

export interface PdfFile {
  bytes: Buffer;
  fileName: string;
}

async function jobLabel(jobId: number | null | undefined): Promise<string | undefined> {
  if (!jobId) return undefined;
  const job = await jobs.get(jobId);
  return job ? `${job.jobNumber} – ${job.description}` : undefined;
}

/** A submitted invoice's PDF; 404 when it does not exist or the scope does not reach its worker. */
export async function invoicePdf(invoiceId: number, scope: InvoicingScope): Promise<PdfFile> {
  const invoice = await merchandiserInvoices.get(invoiceId);
  if (invoice?.state !== 'submitted' || !reachesWorker(scope, invoice.employeeId))
    throw new NotFoundError(`Invoice ${invoiceId} was not found.`);
  const [found, party, job] = await Promise.all([
    getCharges([...invoice.chargeIds, ...invoice.miscChargeIds]),
    invoicePartyOf(invoice.employeeId),
    jobLabel(invoice.jobId),
  ]);
  const bytes = await renderMerchandiserInvoicePdf({
    invoiceNum: invoice.invoiceNum,
    dateIssued: invoice.dateIssued,
    fromDate: invoice.fromDate,
    toDate: invoice.toDate,
    ...(job ? { job } : {}),
    worker: {
      name: invoice.payableTo ?? invoice.empFullname,
      addressLines: party.addressLines,
      ...(invoice.taxLines.length > 0 && party.worker.gstNumber ? { gstNumber: party.worker.gstNumber } : {}),
    },
    company: party.company,
    charges: found.charges,
    miscCharges: found.miscCharges,
    money: invoice,
  });
  return { bytes, fileName: `invoice-${invoice.invoiceNum}.pdf` };
}

/** Whose preliminary invoice: a merchandiser's own, a supervisor's own unless they name one; others must choose. */
function workerOfPreliminary(scope: InvoicingScope, merchandiserId: number | undefined): number {
  if (scope.kind === 'merchandiser') return scope.id;
  if (scope.kind === 'supervisor' && merchandiserId === undefined) return scope.id;
  if (merchandiserId === undefined)
    throw new BadRequestError({ merchandiserId: ['Choose a merchandiser for the preliminary invoice.'] });
  if (scope.kind === 'supervisor' && !reachesWorker(scope, merchandiserId))
    throw new NotFoundError({ merchandiserId: [`Merchandiser ${merchandiserId} was not found.`] });
  return merchandiserId;
}

export async function preliminaryPdf(query: ChargesQuery, scope: InvoicingScope, login: string): Promise<PdfFile> {
  const employeeId = workerOfPreliminary(scope, query.merchandiserId);
  const [selection, party, job] = await Promise.all([
    invoiceableOf(employeeId, query),
    invoicePartyOf(employeeId),
    jobLabel(query.jobId),
  ]);
  // An account manager previews the charges of services they manage only.
  const charges = selection.charges.filter((c) => reachesCharge(scope, c));
  const miscCharges = selection.miscCharges.filter((m) => reachesMiscCharge(scope, m));
  const money = invoiceMoneyOf(charges, miscCharges, party.tax);
  const today = todayIso();
  const bytes = await renderMerchandiserInvoicePdf({
    dateIssued: today,
    fromDate: query.fromDate,
    toDate: query.toDate,
    ...(job ? { job } : {}),
    worker: {
      name: party.payableName,
      addressLines: party.addressLines,
      ...(money.taxLines.length > 0 && party.worker.gstNumber ? { gstNumber: party.worker.gstNumber } : {}),
    },
    company: party.company,
    charges,
    miscCharges,
    money,
  });
  return { bytes, fileName: `preliminary-invoice-${login}-${today}.pdf` };
}
