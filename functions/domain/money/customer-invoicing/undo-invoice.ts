import { inLanes } from '../../../common/in-lanes.ts';
import {
  deleteInvoiceIfUnchanged,
  readLinesOfInvoice,
  releaseCharge,
  type StoredInvoice,
} from '../../../data/money/customer-invoices.repository.ts';

/*
 * Taking a Preliminary invoice apart (brief §8): every line it holds goes back to the Charges tab (a release is
 * conditioned on the invoice still holding the line, so it happens once), then the invoice record goes. The same
 * steps undo a generate that failed half-way and one abandoned while `building` (a crashed call): a repeat after a
 * crash finds fewer lines and finishes the job.
 */

/** A generate or delete untouched for this long was abandoned; the next call touching it undoes it. */
export const STALE_AFTER_MS = 2 * 60_000;

export const isStale = (invoice: StoredInvoice, now = Date.now()) =>
  invoice.state !== undefined && now - Date.parse(invoice.modifiedAt) > STALE_AFTER_MS;

/** Releases the lines of `invoice` and deletes it; false when the invoice changed meanwhile. */
export async function takeApart(invoice: StoredInvoice, by: string, knownLines: readonly { id: number }[] = []) {
  const indexed = await readLinesOfInvoice(invoice.id);
  const lines = new Map<number, (typeof indexed)[number] | { id: number }>(knownLines.map((l) => [l.id, l]));
  for (const line of indexed) lines.set(line.id, line);
  await inLanes([...lines.values()], 16, (line) => releaseCharge(line as never, invoice.id, by));
  return deleteInvoiceIfUnchanged(invoice);
}
