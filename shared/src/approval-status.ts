/**
 * Charge approval status (002 §4; inventory states.md §3.5), shared by merchandiser charges, misc charges and the
 * customer charges' `payApprovalStatus`. -1 and 4 are filter values only, never stored.
 */
export const APPROVAL_STATUS = {
  AllCharges: -1,
  NotApprovedYet: 0,
  ApprovedAutomatically: 1,
  ApprovedByManager: 2,
  RejectedByManager: 3,
  AllApproved: 4,
} as const;

/** A status a charge can be in. */
export type ApprovalStatus = 0 | 1 | 2 | 3;
/** A value of the Status filter: a status, or All Charges (-1) or All Approved (4). */
export type ApprovalStatusFilter = ApprovalStatus | -1 | 4;

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatusFilter, string> = {
  [-1]: 'All Charges',
  0: 'Not Approved Yet',
  1: 'Approved Automatically',
  2: 'Approved By Manager',
  3: 'Rejected By Manager',
  4: 'All Approved',
};

export const isApproved = (status: ApprovalStatus) =>
  status === APPROVAL_STATUS.ApprovedAutomatically || status === APPROVAL_STATUS.ApprovedByManager;

/** Whether a charge in `status` passes the Status filter `filter`. */
export function matchesApprovalFilter(status: ApprovalStatus, filter: ApprovalStatusFilter): boolean {
  if (filter === APPROVAL_STATUS.AllCharges) return true;
  if (filter === APPROVAL_STATUS.AllApproved) return isApproved(status);
  return status === filter;
}
