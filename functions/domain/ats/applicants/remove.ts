import { env } from '../../../common/env.ts';
import {
  type ApplicantPartition,
  type StoredApplicant,
  transactApplicant,
} from '../../../data/ats/applicants.repository.ts';
import { applicantCountItem } from '../../../data/ats/job-postings.repository.ts';
import { deleteItems } from '../../../data/batch.ts';
import { ApplicantEntity } from '../../../data/entities/applicant.entity.ts';
import { deleteFileObject } from '../../../data/files/file-objects.ts';
import type { TransactItem } from '../../../data/repository.ts';
import { applicantMatchValues, matchKeySteps, relinkSteps } from './relink.ts';

/**
 * DELETE ats/applicants/{id} (brief A13): ONE transaction removes the record (at the version read), its match keys,
 * its links on the other side (clearing their `hasDuplicates` when it was their last) and one from the posting's
 * count; then the partition's other items (actions, parsed data, files, links: any number) and the résumé objects
 * go. Without the record those leftovers are unreachable, and a repeated delete answers 404.
 */
export async function removeApplicant(stored: ApplicantPartition & { applicant: StoredApplicant }, by: string) {
  await removeApplicantRecord(stored, by);
  await removeApplicantLeftovers(stored);
}

/** The delete's transaction (the record, its keys, links and the posting's count): the part that can conflict. */
export async function removeApplicantRecord(stored: ApplicantPartition & { applicant: StoredApplicant }, by: string) {
  const current = stored.applicant;
  const relinked = await relinkSteps(current.id, { links: stored.links }, { applicants: new Map() }, by);
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: env.tableName,
        Key: ApplicantEntity.key(current.id),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': current.version },
      },
    },
    ...matchKeySteps(current.id, applicantMatchValues(current), [], by),
    ...relinked.items,
    applicantCountItem(current.jobPostingId, -1),
  ];
  await transactApplicant(items, `Applicant ${current.id} was changed by someone else. Reload it and try again.`);
}

/** After the record is gone: the partition's other items and the résumé objects (unreachable without it). */
export async function removeApplicantLeftovers(stored: ApplicantPartition): Promise<void> {
  await deleteItems(stored.keys.filter((k) => k.sk !== 'APPLICANT'));
  await Promise.all(stored.files.map((f) => deleteFileObject(f.key)));
}
