import { matchesApprovalFilter } from '@shelfline/shared/approval-status';
import type { ChargesQuery } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { inLanes } from '../../../common/in-lanes.ts';
import {
  readChargesOfEmployee,
  readMerchandiserChargesOfDays,
  type StoredMerchandiserCharge,
  type StoredMiscCharge,
} from '../../../data/money/charges.repository.ts';
import { type InvoicingScope, reachesCharge, workersOf } from './invoicing-scope.ts';

/*
 * The Charges tab's selection (brief §2.3): a merchandiser's and a supervisor's team's charges are read per worker
 * (gsi2, workers in parallel), an admin's or account manager's by day (gsi1, days in parallel) unless a merchandiser
 * is chosen; never a Scan. Voided charges are left out. Sorted by completed date ascending (002 §2).
 */

/** Workers read at once (a supervisor's team). */
const WORKER_LANES = 8;

export type ChargeFilter = ChargesQuery;

/** Which workers to read one by one, or undefined to read by day. */
function workersToRead(scope: InvoicingScope, merchandiserId: number | undefined): number[] | undefined {
  const own = workersOf(scope);
  if (scope.kind === 'merchandiser') return own;
  // A merchandiser the scope does not reach reads as nobody's charges (filtered below), never as an error.
  if (merchandiserId !== undefined) return [merchandiserId];
  return own;
}

async function readBoth(
  scope: InvoicingScope,
  filter: ChargeFilter,
): Promise<{ charges: StoredMerchandiserCharge[]; miscCharges: StoredMiscCharge[] }> {
  const workers = workersToRead(scope, filter.merchandiserId);
  if (workers === undefined)
    return { charges: await readMerchandiserChargesOfDays(filter.fromDate, filter.toDate), miscCharges: [] };
  const parts = await inLanes(workers, WORKER_LANES, (id) => readChargesOfEmployee(id, filter.fromDate, filter.toDate));
  return { charges: parts.flatMap((p) => p.charges), miscCharges: parts.flatMap((p) => p.miscCharges) };
}

function passes(c: StoredMerchandiserCharge, scope: InvoicingScope, filter: ChargeFilter): boolean {
  if (c.voided || !reachesCharge(scope, c)) return false;
  if (filter.merchandiserId !== undefined && scope.kind !== 'merchandiser' && c.employeeId !== filter.merchandiserId)
    return false;
  if (filter.jobId !== undefined && c.jobId !== filter.jobId) return false;
  if (!matchesApprovalFilter(c.approvalStatus, filter.status)) return false;
  if (scope.kind === 'admin') {
    if (filter.accountManagerId !== undefined && c.acctManagerId !== filter.accountManagerId) return false;
    if (filter.manualEntryOnly && c.category !== 'Manual') return false;
  }
  return true;
}

const byCompletedDate = (a: StoredMerchandiserCharge, b: StoredMerchandiserCharge) =>
  a.completedDate.localeCompare(b.completedDate) || a.id - b.id;

/** The merchandiser charges of the filter the scope may see. */
export async function selectCharges(scope: InvoicingScope, filter: ChargeFilter): Promise<StoredMerchandiserCharge[]> {
  const { charges } = await readBoth(scope, filter);
  return charges.filter((c) => passes(c, scope, filter)).sort(byCompletedDate);
}

/**
 * One worker's approved, uninvoiced, live charges and misc charges of the period (and job) — what a submit claims and
 * what the preliminary invoice shows (brief §2.3 (c)) — and how many of the period are left out as not approved.
 * Misc charges count when their type is paid on the merchandiser invoice (`isEmployeeInvoicing`); a job filter keeps
 * misc charges of that job only.
 */
export async function invoiceableOf(
  employeeId: number,
  period: { fromDate: string; toDate: string; jobId?: number | null },
): Promise<{ charges: StoredMerchandiserCharge[]; miscCharges: StoredMiscCharge[]; notApprovedCount: number }> {
  const read = await readChargesOfEmployee(employeeId, period.fromDate, period.toDate);
  const jobId = period.jobId ?? undefined;
  const approved = (status: number) => status === 1 || status === 2;
  const open = read.charges.filter(
    (c) => !c.voided && c.invoiceId === undefined && (jobId === undefined || c.jobId === jobId),
  );
  const openMisc = read.miscCharges.filter(
    (m) => m.isEmployeeInvoicing && m.invoiceId === undefined && (jobId === undefined || m.jobIds.includes(jobId)),
  );
  const notApprovedCount =
    open.filter((c) => !approved(c.approvalStatus)).length + openMisc.filter((m) => !approved(m.approvalStatus)).length;
  return {
    charges: open.filter((c) => approved(c.approvalStatus)).sort(byCompletedDate),
    miscCharges: openMisc
      .filter((m) => approved(m.approvalStatus))
      .sort((a, b) => a.dateEntered.localeCompare(b.dateEntered) || a.id - b.id),
    notApprovedCount,
  };
}
