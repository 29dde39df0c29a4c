import { NotFoundError } from '../../../common/http-errors.ts';
import { customerInvoices, readLinesOfInvoice } from '../../../data/money/customer-invoices.repository.ts';

/** The invoice (404 if none, or while it is being generated) and its lines, by date. */
export async function invoiceWithLines(id: number) {
  const invoice = await customerInvoices.get(id);
  if (!invoice || invoice.state === 'building') throw new NotFoundError(`Invoice ${id} was not found.`);
  const lines = await readLinesOfInvoice(id);
  lines.sort((a, b) => a.completedDate.localeCompare(b.completedDate) || a.id - b.id);
  return { invoice, lines };
}
