import {
  APPLICANT_STATUS,
  type ApplicantUpdate,
  applicantStatusLabel,
} from '@shelfline/shared/contracts/ats-applicant.contract';
import type { Caller } from '../../../common/caller.ts';
import { BadRequestError, ConflictError } from '../../../common/http-errors.ts';
import {
  type ApplicantPartition,
  actionPut,
  applicantReplacePut,
  nextActionId,
  type StoredApplicant,
  transactApplicant,
} from '../../../data/ats/applicants.repository.ts';
import type { Applicant, ApplicantAction } from '../../../data/entities/applicant.entity.ts';
import type { JobPosting } from '../../../data/entities/job-posting.entity.ts';
import type { TransactItem } from '../../../data/repository.ts';
import { findMatches } from './matches.ts';
import { assigneeOf } from './people.ts';
import { applicantMatchValues, matchKeySteps, relinkSteps } from './relink.ts';
import { canMove } from './status-machine.ts';

const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export const REASON_REQUIRED = 'Rejection reason is required and must be 1-1000 characters.';
export const staleApplicant = (id: number) =>
  new ConflictError(`Applicant ${id} was changed by someone else. Reload it and try again.`);

/**
 * PUT ats/applicants/{id} (brief §6c, A2, A15): the transition table enforced (409), Rejected Manually only with a
 * reason, written as a Comment in the same transaction, every move recorded as 'Status changed from {a} to {b}', HR
 * Review assigning the posting's HR representative, edited person fields marked so reprocess keeps them, and the
 * match keys, links and ex-employee match recomputed when a person field changed.
 */
export async function updateApplicant(
  stored: ApplicantPartition & { applicant: StoredApplicant },
  posting: JobPosting | undefined,
  body: ApplicantUpdate,
  auth: Caller,
): Promise<void> {
  const current = stored.applicant;
  if (body.version !== current.version) throw staleApplicant(current.id);
  const from = current.status;
  const to = body.status;
  const moved = from !== to;
  if (moved && !canMove(from, to, auth.roles.includes('admin')))
    throw new ConflictError(
      `An applicant cannot move from "${applicantStatusLabel(from)}" to "${applicantStatusLabel(to)}".`,
    );
  if (moved && to === APPLICANT_STATUS.rejectedManually && !body.reason)
    throw new BadRequestError({ reason: [REASON_REQUIRED] });

  const edited = new Set(current.editedFields ?? []);
  for (const field of PERSON_FIELDS) if ((body[field] ?? '') !== (current[field] ?? '')) edited.add(field);
  const hrReview = moved && to === APPLICANT_STATUS.hrReview && posting?.hrId !== undefined;
  const assignee = await assigneeOf(hrReview ? posting?.hrId : body.assignedToId);
  const next: Applicant = {
    ...withoutAudit(current),
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    status: to,
    assignedToId: assignee.id,
    assignedToName: assignee.name,
    editedFields: [...edited],
  };
  const items: TransactItem[] = [];
  const before = applicantMatchValues(current);
  const after = applicantMatchValues(next);
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    const relinked = await relinkSteps(current.id, stored, await findMatches(after, current.id), auth.username);
    next.hasDuplicates = relinked.hasDuplicates;
    next.isExEmployee = relinked.isExEmployee;
    items.push(...matchKeySteps(current.id, before, after, auth.username), ...relinked.items);
  }
  if (moved) {
    if (to === APPLICANT_STATUS.rejectedManually && body.reason)
      items.push(actionPut(await comment(current.id, body.reason, auth), auth.username));
    const change = `Status changed from ${applicantStatusLabel(from)} to ${applicantStatusLabel(to)}`;
    items.push(actionPut(await comment(current.id, change, auth), auth.username));
  }
  await transactApplicant(
    [applicantReplacePut(next, current, auth.username), ...items],
    `Applicant ${current.id} was changed by someone else. Reload it and try again.`,
  );
}

/** A Comment action by the caller. */
export async function comment(applicantId: number, details: string, auth: Caller): Promise<ApplicantAction> {
  return {
    id: await nextActionId(),
    applicantId,
    action: 'Comment',
    details,
    ...callerOf(auth),
    createdOn: new Date().toISOString(),
  };
}

/** Who an action records: the caller, whatever the request says (brief §6a #12). */
export function callerOf(auth: Caller): { userId?: number; userName: string } {
  const id = Number(auth.personId);
  const name = [auth.givenName, auth.familyName].filter(Boolean).join(' ') || auth.username;
  return { ...(auth.personType === 'employee' && Number.isInteger(id) ? { userId: id } : {}), userName: name };
}

export function withoutAudit(a: StoredApplicant): Applicant {
  const { version, createdAt, createdBy, modifiedAt, modifiedBy, ...record } = a;
  return record;
}
