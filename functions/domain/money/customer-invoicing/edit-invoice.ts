import type { CustomerInvoice as CustomerInvoiceView } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { BadRequestError, ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { inLanes } from '../../../common/in-lanes.ts';
import {
  customerInvoices,
  getCustomerCharges,
  putInvoiceIfUnchanged,
  releaseCharge,
  type StoredCharge,
  type StoredInvoice,
} from '../../../data/money/customer-invoices.repository.ts';
import { moneyAfterChanges } from './invoice-totals.ts';
import { isStale, takeApart } from './undo-invoice.ts';
import { toInvoiceView } from './views.ts';

/*
 * The edit pen and Delete of a Preliminary invoice (002 §4; brief A13): invoice date, PO number, notes and lines
 * taken off (back to the Charges tab), totals recomputed; Submitted and Uploaded invoices are never edited or
 * deleted (corrections are reversals). An invoice being generated or deleted right now answers 409 as well.
 */

const numberOf = (invoice: StoredInvoice) => invoice.invoiceNum ?? `P-${invoice.id}`;

/** The invoice, refused with 409 unless it is a settled Preliminary one. */
export async function preliminaryInvoice(id: number): Promise<StoredInvoice> {
  const invoice = await customerInvoices.get(id);
  if (!invoice) throw new NotFoundError(`Invoice ${id} was not found.`);
  if (invoice.status !== 0)
    throw new ConflictError(`Invoice ${numberOf(invoice)} has been submitted: only a preliminary invoice can change.`);
  if (invoice.state === 'building' && !isStale(invoice))
    throw new ConflictError(`Invoice ${numberOf(invoice)} is being generated. Try again in a moment.`);
  return invoice;
}

export interface InvoiceEdit {
  version: number;
  invoiceDate: string;
  poNumber?: string;
  notes?: string;
  removedLineIds: number[];
}

export async function editInvoice(id: number, edit: InvoiceEdit, by: string): Promise<CustomerInvoiceView> {
  const invoice = await preliminaryInvoice(id);
  if (invoice.state !== undefined) throw new ConflictError(`Invoice ${numberOf(invoice)} is being deleted.`);
  if (invoice.version !== edit.version)
    throw new ConflictError(`Invoice ${numberOf(invoice)} was changed by someone else. Reload it and try again.`);
  const lines = await getCustomerCharges(edit.removedLineIds);
  const foreign = edit.removedLineIds.filter((lineId) => lines.get(lineId)?.invoiceId !== id);
  if (foreign.length)
    throw new BadRequestError({ removedLineIds: [`These lines are not on this invoice: ${foreign.join(', ')}.`] });
  const released = (await inLanes([...lines.values()], 16, (line) => releaseCharge(line, id, by))).filter(
    (line): line is StoredCharge => line !== undefined,
  );
  // The lines are off: their amounts leave the totals whatever else changed the invoice meanwhile.
  for (let current = invoice, attempt = 0; attempt < 10; attempt++) {
    const saved = await putInvoiceIfUnchanged(
      {
        ...current,
        invoiceDate: edit.invoiceDate,
        poNumber: edit.poNumber || undefined,
        notes: edit.notes || undefined,
        lineCount: current.lineCount - released.length,
        ...moneyAfterChanges(
          current,
          released.map((before) => ({ before })),
        ),
      },
      current,
      by,
    );
    if (saved) return toInvoiceView(saved);
    current = await preliminaryInvoice(id);
  }
  throw new ConflictError(`Invoice ${numberOf(invoice)} keeps changing. Reload it and try again.`);
}

/** Delete: marks the invoice `deleting` (so nothing else edits it), releases its lines once, deletes it. */
export async function deleteInvoice(id: number, by: string): Promise<void> {
  const invoice = await preliminaryInvoice(id);
  const marked =
    invoice.state === undefined ? await putInvoiceIfUnchanged({ ...invoice, state: 'deleting' }, invoice, by) : invoice;
  if (!marked) throw new ConflictError(`Invoice P-${id} was changed by someone else. Reload it and try again.`);
  if (!(await takeApart(marked, by))) throw new ConflictError(`Invoice P-${id} was changed while it was deleted.`);
}
