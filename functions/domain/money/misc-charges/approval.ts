import { APPROVAL_STATUS, type ApprovalStatus } from '@shelfline/shared/approval-status';
import { ConflictError, ForbiddenError } from '../../../common/http-errors.ts';

/*
 * The approval state machine of a misc charge (002 §4; brief §2.2 (c)). A charge starts Not Approved Yet. In the
 * modal, Approve moves 0 or 3 to Approved By Manager (not from 1 or 2: the button is disabled there), Deny moves
 * 0, 1 or 2 to Rejected By Manager; both are saved with Accept (the PUT). A PUT that sends the status it read back
 * is an edit that keeps it. Merchandisers never set the status: their edit sends the charge back to Not Approved Yet
 * (A22). Nothing moves a charge back to 0 or to Approved Automatically by hand.
 */
export function nextApprovalStatus(
  current: ApprovalStatus,
  requested: number | undefined,
  isMerchandiserOnly: boolean,
): ApprovalStatus {
  if (isMerchandiserOnly) {
    if (requested !== undefined && requested !== current)
      throw new ForbiddenError('Merchandisers cannot approve or deny misc charges.');
    return APPROVAL_STATUS.NotApprovedYet;
  }
  if (requested === undefined || requested === current) return current;
  if (requested === APPROVAL_STATUS.ApprovedByManager) {
    if (current === APPROVAL_STATUS.NotApprovedYet || current === APPROVAL_STATUS.RejectedByManager) return requested;
    throw new ConflictError('This misc charge is already approved.');
  }
  if (requested === APPROVAL_STATUS.RejectedByManager) return requested;
  throw new ConflictError('A misc charge can only be approved or denied.');
}
