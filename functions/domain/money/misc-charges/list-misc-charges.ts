import { type ApprovalStatusFilter, matchesApprovalFilter } from '@shelfline/shared/approval-status';
import type { MiscChargeQuery } from '@shelfline/shared/contracts/misc-charge.contract';
import type { Caller } from '../../../common/caller.ts';
import { addDays, daysBetween } from '../../../common/dates.ts';
import { inLanes } from '../../../data/batch.ts';
import {
  miscChargesOfDays,
  miscChargesOfEmployee,
  type StoredMiscCharge,
} from '../../../data/money/misc-charges.repository.ts';
import { invoicingWindow } from './invoicing-window.ts';
import { miscChargeReachOf } from './misc-charge-scope.ts';

/**
 * `GET miscCharges` (brief §2.2 (a)): the misc charges the caller sees, entered from..to, filtered by job, status,
 * merchandiser, account manager and Manual Entry Only (the worker's category), oldest first. A merchandiser's or a
 * named worker's charges come from the worker's partition, a supervisor's team from each member's, everything else
 * (admins, account managers) from the days of the window; the caller's reach filters what was read.
 */
export async function listMiscCharges(query: MiscChargeQuery, auth: Caller): Promise<StoredMiscCharge[]> {
  const reach = await miscChargeReachOf(auth);
  const { from, to } = invoicingWindow(query, reach.scope.isAdmin);
  const { scope } = reach;
  let read: StoredMiscCharge[];
  if (scope.isMerchandiserOnly) {
    read = scope.selfId === undefined ? [] : await miscChargesOfEmployee(scope.selfId, from, to);
  } else if (query.merchandiserId !== undefined) {
    read = await miscChargesOfEmployee(query.merchandiserId, from, to);
  } else if (scope.isAdmin || scope.isAccountManager) {
    const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
    read = await miscChargesOfDays(days);
  } else {
    read = [];
    await inLanes([...reach.team], 8, async (employeeId) => {
      read.push(...(await miscChargesOfEmployee(employeeId, from, to)));
    });
  }
  const status = (query.status ?? -1) as ApprovalStatusFilter;
  return read
    .filter(
      (c) =>
        reach.sees(c) &&
        matchesApprovalFilter(c.approvalStatus, status) &&
        (query.jobId === undefined || c.jobIds.includes(query.jobId)) &&
        (query.accountManagerId === undefined || (c.acctManagerIds ?? []).includes(query.accountManagerId)) &&
        (!query.manualEntryOnly || c.category === 'Manual'),
    )
    .sort((a, b) => a.dateEntered.localeCompare(b.dateEntered) || a.id - b.id);
}
