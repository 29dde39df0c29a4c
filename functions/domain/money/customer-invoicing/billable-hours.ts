import type { BillableHoursInput, CustomerChargeRow } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { lineCents } from '@shelfline/shared/money';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import type { CustomerCharge } from '../../../data/entities/customer-charge.entity.ts';
import {
  chargeHoursUpdate,
  customerCharges,
  customerInvoices,
  putChargeIfUnchanged,
  putInvoiceIfUnchanged,
} from '../../../data/money/customer-invoices.repository.ts';
import { moneyAfterChanges } from './invoice-totals.ts';
import { type ChargeViewer, seesCharge } from './scope.ts';
import { toChargeRow } from './views.ts';

/*
 * Billable hours of a customer charge (002 §5, brief §2.4): ≥ 0 with 2 decimals, saved at the version read. The
 * amount is the snapshotted charge rate × hours, rounded once; the line stops following its merchandiser charge
 * (`hoursEdited`). On a Preliminary invoice the invoice's totals change in the same transaction; once the invoice is
 * Submitted the line is immutable (409).
 */

const stale = (id: number) => new ConflictError(`Charge ${id} was changed by someone else. Reload it and try again.`);

export async function setBillableHours(
  id: number,
  input: BillableHoursInput,
  viewer: ChargeViewer,
  by: string,
): Promise<CustomerChargeRow> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const charge = await customerCharges.get(id);
    if (!charge || charge.isDeleted || !seesCharge(viewer, charge))
      throw new NotFoundError(`Charge ${id} was not found.`);
    if (charge.version !== input.version) throw stale(id);
    const next: CustomerCharge = {
      ...charge,
      billableHours: input.billableHours,
      amountCents: lineCents(charge.chargeRate, input.billableHours),
      hoursEdited: true,
    };
    if (charge.invoiceId === undefined) {
      const saved = await putChargeIfUnchanged(charge, next, by);
      if (!saved) throw stale(id);
      return toChargeRow(saved, viewer.isAdmin);
    }
    const invoice = await customerInvoices.get(charge.invoiceId);
    if (invoice?.status !== 0 || invoice.state !== undefined)
      throw new ConflictError(`Charge ${id} is on a submitted invoice: its hours can no longer change.`);
    const money = moneyAfterChanges(invoice, [{ before: charge, after: next }]);
    const saved = await putInvoiceIfUnchanged({ ...invoice, ...money }, invoice, by, [
      chargeHoursUpdate(charge, next, by),
    ]);
    // refused: the invoice or the line changed meanwhile; the next round tells which
    if (saved) return toChargeRow({ ...charge, ...next, version: charge.version + 1 }, viewer.isAdmin);
  }
  throw stale(id);
}
