import {
  CUSTOMER_CHARGES_MAX,
  type CustomerChargeRow,
  type CustomerChargesQuery,
  NARROW_FILTER_MESSAGE,
} from '@shelfline/shared/contracts/customer-invoicing.contract';
import { BadRequestError } from '../../../common/http-errors.ts';
import { readOpenChargesOfDays, readOpenChargesOfSupplier } from '../../../data/money/customer-invoices.repository.ts';
import { type ChargeViewer, seesCharge } from './scope.ts';
import { toChargeRow } from './views.ts';

/**
 * The Charges tab (brief A32): charges completed in the range, on no invoice and not deleted, filtered by supplier
 * (its own index) and job, in the caller's scope, by date then id; more than 20,000 → 400 asking for a narrower filter.
 */
export async function listOpenCharges(query: CustomerChargesQuery, viewer: ChargeViewer): Promise<CustomerChargeRow[]> {
  const charges =
    query.supplierId === undefined
      ? await readOpenChargesOfDays(query.fromDate, query.toDate)
      : await readOpenChargesOfSupplier(query.supplierId, query.fromDate, query.toDate);
  const kept = charges.filter(
    (c) =>
      (query.jobId === undefined || c.jobId === query.jobId) &&
      (query.supplierId === undefined || c.supplierId === query.supplierId) &&
      seesCharge(viewer, c),
  );
  if (kept.length > CUSTOMER_CHARGES_MAX) throw new BadRequestError({ fromDate: [NARROW_FILTER_MESSAGE] });
  kept.sort((a, b) => a.completedDate.localeCompare(b.completedDate) || a.id - b.id);
  return kept.map((c) => toChargeRow(c, viewer.isAdmin));
}
