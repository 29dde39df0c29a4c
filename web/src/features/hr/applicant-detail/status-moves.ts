import { APPLICANT_STATUS as S } from '@shelfline/shared/contracts/ats-applicant.contract';

/** The status buttons of the detail page (brief 6b), in their order, with the status each moves to. */
export const STATUS_BUTTONS = [
  { status: S.rejectedManually, label: 'Reject' },
  { status: S.shortlisted, label: 'ShortList' },
  { status: S.selectedForInterview, label: 'Select for Interview' },
  { status: S.hrReview, label: 'Send To HR' },
  { status: S.toBeHired, label: 'Hire' },
] as const;

/** The moves a person may make (brief 6c, 002 §4); the server refuses any other with 409. */
const MOVES: Readonly<Record<number, readonly number[]>> = {
  [S.scored]: [S.rejectedManually, S.shortlisted, S.selectedForInterview, S.hrReview, S.toBeHired],
  [S.shortlisted]: [S.selectedForInterview, S.hrReview, S.toBeHired, S.rejectedManually],
  [S.selectedForInterview]: [S.hrReview, S.toBeHired, S.rejectedManually],
  [S.hrReview]: [S.toBeHired, S.rejectedManually],
};

/** Whether an applicant in `from` may be moved to `to` by a button (never to the status it has). */
export const canMove = (from: number, to: number) => (MOVES[from] ?? []).includes(to);

/** Final statuses an admin may reopen to Scored (brief 6c). */
export const canReopen = (from: number, isAdmin: boolean) =>
  isAdmin && (from === S.rejectedAutomatically || from === S.rejectedManually || from === S.toBeHired);
