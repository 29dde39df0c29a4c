import { APPLICANT_STATUS as S } from '@shelfline/shared/contracts/ats-applicant.contract';

/**
 * Which status moves a person may make (DECISIONS "Applicant status transitions", brief §6c): from Scored to any
 * of 3-7; from 4, 5, 6 forward to a later status or to Rejected Manually; 2, 3, 7 are final except that an admin
 * may reopen them to Scored. Applied is left only by processing (intake, reprocess), never by a person.
 */
const FORWARD: Readonly<Record<number, readonly number[]>> = {
  [S.scored]: [S.rejectedManually, S.shortlisted, S.selectedForInterview, S.hrReview, S.toBeHired],
  [S.shortlisted]: [S.selectedForInterview, S.hrReview, S.toBeHired, S.rejectedManually],
  [S.selectedForInterview]: [S.hrReview, S.toBeHired, S.rejectedManually],
  [S.hrReview]: [S.toBeHired, S.rejectedManually],
};
const FINAL: readonly number[] = [S.rejectedAutomatically, S.rejectedManually, S.toBeHired];

/** Whether a person (an admin when `isAdmin`) may move an applicant from `from` to `to` (a different status). */
export function canMove(from: number, to: number, isAdmin: boolean): boolean {
  if (FORWARD[from]?.includes(to)) return true;
  return isAdmin && FINAL.includes(from) && to === S.scored;
}

/** The statuses reprocessing may change (to Scored or Rejected Automatically): Applied and Scored (brief A1). */
export const reprocessMayMoveStatus = (status: number) => status === S.applied || status === S.scored;
