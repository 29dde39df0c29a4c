import type { Caller } from '../../../common/caller.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import { applicants, type StoredApplicant } from '../../../data/ats/applicants.repository.ts';
import { getPosting } from '../../../data/ats/job-postings.repository.ts';
import type { Applicant } from '../../../data/entities/applicant.entity.ts';
import type { JobPosting } from '../../../data/entities/job-posting.entity.ts';

/**
 * Whose applicants a caller reads (brief A3): admins and HR every one; a supervisor (view only) those assigned to
 * them or applying to a posting they supervise. Every id-bearing read answers 404 outside the scope, so an id
 * reveals nothing.
 */
export type ApplicantScope = { kind: 'all' } | { kind: 'supervisor'; id: number };

export function applicantScopeOf(auth: Caller): ApplicantScope {
  if (auth.roles.includes('admin') || auth.roles.includes('hr')) return { kind: 'all' };
  const id = Number(auth.personId);
  // A caller without an employee id (should not happen) reaches nothing rather than everything.
  return { kind: 'supervisor', id: auth.personType === 'employee' && Number.isInteger(id) && id > 0 ? id : -1 };
}

/** Whether `applicant` (of `posting`) is in `scope`. */
export function inScope(
  scope: ApplicantScope,
  applicant: Pick<Applicant, 'assignedToId'>,
  posting: Pick<JobPosting, 'supervisorId'> | undefined,
): boolean {
  if (scope.kind === 'all') return true;
  return applicant.assignedToId === scope.id || posting?.supervisorId === scope.id;
}

export const applicantNotFound = (id: number | string) => new NotFoundError(`Applicant ${id} was not found.`);

/** The applicant `id` and its posting when the caller may read it; 404 otherwise (missing or out of scope). */
export async function visibleApplicant(
  scope: ApplicantScope,
  id: number,
): Promise<{ applicant: StoredApplicant; posting?: JobPosting }> {
  const applicant = await applicants.get(id);
  if (!applicant) throw applicantNotFound(id);
  const posting = await getPosting(applicant.jobPostingId);
  if (!inScope(scope, applicant, posting)) throw applicantNotFound(id);
  return { applicant, posting };
}
