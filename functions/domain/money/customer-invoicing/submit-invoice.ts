import { type InvoiceActionResult, SUBMITTED_MESSAGE } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { backoffDelay, sleep } from '../../../data/batch.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import { customerInvoices, submitWithNumber } from '../../../data/money/customer-invoices.repository.ts';
import { toInvoiceView } from './views.ts';

/*
 * Submit (brief §1.6, A10): the invoice takes Company Info's `nextInvoiceNumber` in the transaction that moves it
 * 0 → 1 and raises the counter, so numbers are consecutive with no gap and no duplicate however many submit at once:
 * a transaction that lost the race (the counter moved, or the invoice changed) reads both again and retries.
 */

const MAX_ATTEMPTS = 200;
const RETRY = { attempts: MAX_ATTEMPTS, baseMs: 10, capMs: 250 };

export async function submitInvoice(id: number, by: string): Promise<InvoiceActionResult> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [invoice, company] = await Promise.all([customerInvoices.get(id), findCompanyInfo()]);
    if (!invoice) throw new NotFoundError(`Invoice ${id} was not found.`);
    if (invoice.status !== 0) throw new ConflictError(`Invoice ${invoice.invoiceNum} is already submitted.`);
    if (invoice.state !== undefined) throw new ConflictError(`Invoice P-${id} is being generated or deleted.`);
    if (invoice.lineCount === 0) throw new ConflictError(`Invoice P-${id} has no lines: delete it instead.`);
    if (!company) throw new ConflictError('Company Info is missing: save it before submitting invoices.');
    const number = Number(company.nextInvoiceNumber);
    const submitted = await submitWithNumber(
      company,
      { ...invoice, status: 1, invoiceNum: number, submittedAt: new Date().toISOString(), submittedBy: by },
      invoice,
      by,
    );
    if (submitted === 'numberTaken')
      throw new ConflictError(
        `Invoice number ${number} is already used. Raise Next Invoice Number in Company Info, then submit again.`,
      );
    if (submitted) return { invoice: toInvoiceView(submitted), message: SUBMITTED_MESSAGE };
    await sleep(backoffDelay(Math.min(attempt, 6), Math.random, RETRY));
  }
  throw new ConflictError('Too many invoices are being submitted at once. Try again.');
}
