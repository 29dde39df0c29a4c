import { applicantStatusLabel } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { Caller } from '../../../common/caller.ts';
import { BadRequestError } from '../../../common/http-errors.ts';
import {
  type ApplicantPartition,
  actionPut,
  applicantReplacePut,
  parsedPut,
  type StoredApplicant,
  transactApplicant,
} from '../../../data/ats/applicants.repository.ts';
import type { Applicant } from '../../../data/entities/applicant.entity.ts';
import { objectBytes } from '../../../data/files/file-objects.ts';
import type { TransactItem } from '../../../data/repository.ts';
import { processResume } from '../intake.ts';
import { extractResumeText, ResumeRefusedError } from '../resume/extract-resume-text.ts';
import { findMatches } from './matches.ts';
import { applicantMatchValues, matchKeySteps, relinkSteps } from './relink.ts';
import { reprocessMayMoveStatus } from './status-machine.ts';
import { comment, withoutAudit } from './update.ts';

export const NO_RESUME = 'This applicant has no resume to reprocess.';

/**
 * POST ats/applicants/{id}/reprocess (brief §6c, A1, A15, A23): the stored résumé read, parsed and scored again.
 * The status moves only from Applied or Scored (to Scored or Rejected Automatically); from 2-7 only the parsed data
 * and the score change. An e-mail or phone the résumé gives fills a field only when no person edited it and it is
 * empty. Duplicates and the ex-employee match are recomputed.
 */
export async function reprocessApplicant(
  stored: ApplicantPartition & { applicant: StoredApplicant },
  auth: Caller,
): Promise<void> {
  const current = stored.applicant;
  const file = stored.files.find((f) => f.id === current.resumeFileId) ?? stored.files[0];
  if (!file) throw new BadRequestError(NO_RESUME);
  const text = await readText(await objectBytes(file.key), file.contentType);
  const processed = await processResume(true, text);
  const basics = processed.parsed?.basics;
  const edited = new Set(current.editedFields ?? []);
  const status = reprocessMayMoveStatus(current.status) ? processed.status : current.status;
  const next: Applicant = {
    ...withoutAudit(current),
    email: current.email ?? (edited.has('email') ? undefined : basics?.email),
    phone: current.phone ?? (edited.has('phone') ? undefined : basics?.phone),
    status,
    overallScore: processed.scoring?.overallScore ?? 0,
  };
  const before = applicantMatchValues(current);
  const after = applicantMatchValues(next);
  const relinked = await relinkSteps(current.id, stored, await findMatches(after, current.id), auth.username);
  next.hasDuplicates = relinked.hasDuplicates;
  next.isExEmployee = relinked.isExEmployee;
  const items: TransactItem[] = [
    applicantReplacePut(next, current, auth.username),
    ...(processed.parsedJson ? [parsedPut(current.id, processed.parsedJson, auth.username)] : []),
    ...matchKeySteps(current.id, before, after, auth.username),
    ...relinked.items,
  ];
  if (status !== current.status) {
    const change = `Status changed from ${applicantStatusLabel(current.status)} to ${applicantStatusLabel(status)}`;
    items.push(actionPut(await comment(current.id, change, auth), auth.username));
  }
  await transactApplicant(items, `Applicant ${current.id} was changed by someone else. Reload it and try again.`);
}

/** The text of a stored résumé; one that cannot be read (or is refused) scores 0 with the note (brief A1). */
async function readText(bytes: Uint8Array, contentType: string): Promise<string> {
  try {
    return (await extractResumeText(bytes, contentType)).text;
  } catch (error) {
    if (error instanceof ResumeRefusedError) return '';
    throw error;
  }
}
