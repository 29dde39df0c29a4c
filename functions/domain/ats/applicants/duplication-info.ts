import type { DuplicationInfo } from '@shelfline/shared/contracts/ats-applicant.contract';
import { applicants, readApplicantPartition } from '../../../data/ats/applicants.repository.ts';
import { listPostings } from '../../../data/ats/job-postings.repository.ts';
import { employees } from '../../../data/people/people.repository.ts';
import { type ApplicantScope, inScope } from './scope.ts';

/**
 * The Duplications tab (002 §3 Duplication info): the ex-employee match with the worker's name, e-mail and dates,
 * and each linked applicant as it is now. A duplicate outside a supervisor's scope is listed by name only (A3).
 */
export async function duplicationInfo(scope: ApplicantScope, id: number): Promise<DuplicationInfo> {
  const [{ links, exEmployee }, postings] = await Promise.all([readApplicantPartition(id), listPostings()]);
  const byId = new Map(postings.map((p) => [p.id, p]));
  const others = await Promise.all(links.map((l) => applicants.get(l.otherId)));
  const duplicates = links.flatMap((link, i) => {
    const other = others[i];
    if (!other) return [];
    const posting = byId.get(other.jobPostingId);
    const base = {
      id: link.otherId,
      matchType: link.matchType,
      duplicateApplicantId: other.id,
      duplicateApplicantName: `${other.firstName} ${other.lastName}`.trim(),
      detectedUtc: link.detectedUtc,
    };
    if (!inScope(scope, other, posting)) return [base];
    return [
      {
        ...base,
        duplicateApplicantEmail: other.email,
        duplicateApplicantJobPostingTitle: posting?.title,
        duplicateApplicantAppliedDate: other.createdUtc,
        duplicateApplicantOverallScore: other.overallScore,
      },
    ];
  });
  const worker = exEmployee ? await employees.get(exEmployee.employeeId) : undefined;
  return {
    exEmployee:
      exEmployee && worker
        ? {
            matchType: exEmployee.matchType,
            employeeName: `${worker.firstName} ${worker.lastName}`.trim(),
            employeeEmail: worker.email,
            employeeId: worker.id,
            employeeDateStarted: worker.dateStarted,
            lastWorkedDate: worker.lastWorkedDate,
            detectedUtc: exEmployee.detectedUtc,
          }
        : null,
    duplicates,
  };
}
