import type { ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import { readApplicantPartition, type StoredApplicant } from '../../../data/ats/applicants.repository.ts';
import type { JobPosting } from '../../../data/entities/job-posting.entity.ts';

/** The detail answer of an applicant: the row, its résumé and `parsedJson` (`{ resume, scoring }`). */
export function applicantDetail(
  applicant: StoredApplicant,
  posting: Pick<JobPosting, 'title'> | undefined,
  parsedJson: string | undefined,
): ApplicantDetail {
  const { resumeSha256, createdAt, createdBy, modifiedAt, modifiedBy, ...fields } = applicant;
  return {
    ...fields,
    fullName: `${applicant.firstName} ${applicant.lastName}`.trim(),
    jobTitle: posting?.title ?? '',
    ...(parsedJson ? { parsedJson } : {}),
  };
}

/** The detail of applicant `id` as stored now (after a write): one partition Query. */
export async function readDetail(id: number, posting: Pick<JobPosting, 'title'> | undefined) {
  const partition = await readApplicantPartition(id);
  if (!partition.applicant) throw new Error(`Applicant ${id} vanished after its write.`);
  return applicantDetail(partition.applicant, posting, partition.parsedJson);
}
