import type { Failure } from '@shelfline/shared/contracts/ats-failure.contract';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Logger } from '../../../common/logger.ts';
import { applicants } from '../../../data/ats/applicants.repository.ts';
import {
  claimMail,
  countSenderMails,
  failureId,
  mailUpdateItem,
  noteMailApplicant,
  recordFailure,
  senderHashOf,
  updateMail,
} from '../../../data/ats/ingestion.repository.ts';
import { activePostings, findPostingByAlias } from '../../../data/ats/job-postings.repository.ts';
import { noteRetryOutcome } from '../../../data/ats/mail-retry.repository.ts';
import { ownersOf } from '../../../data/ats/match-keys.repository.ts';
import type { InboundMail } from '../../../data/entities/inbound-mail.entity.ts';
import { putFile } from '../../../data/files/file-objects.ts';
import { resumeKey } from '../applicants/resume-upload.ts';
import { intakeApplicant } from '../intake.ts';
import { archiveProblem } from '../resume/archive-check.ts';
import { extractResumeText } from '../resume/extract-resume-text.ts';
import { isZipResume } from '../resume/resume-type.ts';
import { attachmentsOf } from './attachments.ts';
import { fileIdOfMail, MAIL_MAX_BYTES, readInboxObject, sha256Of } from './inbox.ts';
import { personOf } from './person.ts';
import { pickResume } from './pick-resume.ts';
import { copyToQuarantine, deleteQuarantinedOriginal } from './quarantine.ts';
import { MailRejected } from './rejection.ts';
import { mailboxOf, routePosting } from './route-posting.ts';
import { screenMail } from './screen.ts';

/*
 * The mailbox pipeline for one stored e-mail (brief §6g): claim, read, MIME, screen, mailbox, route, pick, store,
 * extract, then intakeApplicant saves the applicant with the mail marked done in ONE transaction. Validation outcomes
 * are recorded as failures and the mail acknowledged; anything else throws, and SQS retries the message.
 */

export const LEASE_MS = 5 * 60 * 1000;
/** Mails per sender per hour before ERROR_RATE_LIMITED (brief §6g.3). */
export const SENDER_MAILS_PER_HOUR = 20;
const BY = 'ingestion';

export interface StoredMail {
  bucket: string;
  key: string;
  size: number;
  receivedAt: string;
}

/** What became of the mail: the mail's status after this attempt ('skipped' when another attempt holds or ended it). */
export type MailOutcome = 'done' | 'duplicate' | 'rejected' | 'skipped';

export async function processMail(
  object: StoredMail,
  inboundDomain: string | undefined,
  log: Logger,
): Promise<MailOutcome> {
  const claim = await claimMail(object, { leaseMs: LEASE_MS });
  if (!claim.claimed) {
    log.info('inbound mail skipped', { key: object.key, status: claim.status });
    return 'skipped';
  }
  const { mail } = claim;
  const attempt = mail.attempts ?? 1;
  let parsed: ParsedMail | undefined;
  let hasAttachments = false;
  let mailbox = 'unknown';
  try {
    if (object.size > MAIL_MAX_BYTES)
      throw new MailRejected('RECEIVE', 'ERROR_FILE_TOO_LARGE', 'The e-mail is larger than 30 MB.');
    const raw = await readInboxObject(object.bucket, object.key);
    parsed = await parseMime(raw);
    mailbox = mailboxOf(parsed, inboundDomain);
    const sender = parsed.from?.value[0]?.address;
    const senderHash = sender ? senderHashOf(sender) : undefined;
    const noted = await updateMail(mail, attempt, {
      mailbox,
      ...(senderHash ? { senderHash } : {}),
      ...(parsed.messageId ? { messageId: parsed.messageId } : {}),
    });
    if (!noted) return 'skipped';
    const attachments = await attachmentsOf(parsed.attachments);
    hasAttachments = attachments.length > 0;
    screenMail(parsed, attachments);
    // An admin's retry lets the mail past the sender's hourly limit: counting again would refuse it the same way.
    const limited = senderHash !== undefined && !mail.retryOf;
    if (limited && (await countSenderMails(senderHash, hourBefore(mail.receivedAt))) > SENDER_MAILS_PER_HOUR)
      throw new MailRejected(
        'SCREEN',
        'ERROR_RATE_LIMITED',
        `More than ${SENDER_MAILS_PER_HOUR} e-mails from the sender in an hour.`,
      );

    const alias = mailbox === 'unknown' ? undefined : mailbox.split('@')[0];
    const byAlias = alias ? await findPostingByAlias(alias) : undefined;
    const posting = routePosting(byAlias, parsed.subject, byAlias ? [] : await activePostings());
    const postingDetail = { jobPostingId: posting.id, assignedToId: posting.supervisorId ?? posting.hrId };

    const resume = pickResume(attachments);
    if (isZipResume(resume.contentType)) {
      const problem = await archiveProblem(resume.content);
      if (problem) throw new MailRejected('ATTACHMENT', 'ERROR_ARCHIVE_BOMB', problem, postingDetail);
    }
    const sha256 = sha256Of(resume.content);
    const fileId = fileIdOfMail(mail.id);
    const resumeDetail = { ...postingDetail, resumeFileId: fileId, sha256Hash: sha256 };
    if (await sameResumeApplied(sha256, posting.id))
      throw new MailRejected('STORE', 'WARN_DUPLICATE_RESUME', 'The same resume already applied to this posting.', {
        ...postingDetail,
        sha256Hash: sha256,
      });
    const key = resumeKey(fileId);
    await putFile(key, resume.content, resume.contentType);

    const extracted = await extractResumeText(resume.content, resume.contentType);
    const message = parsed;
    const { applicantId } = await intakeApplicant({
      posting,
      person: (basics) => personOf(message, basics),
      resume: {
        fileId,
        fileName: resume.fileName,
        contentType: resume.contentType,
        sha256,
        size: resume.content.length,
        key,
      },
      text: extracted.text,
      source: 'Email',
      mailbox,
      by: BY,
      alsoWrite: [mailUpdateItem(mail, attempt, { status: 'done' })],
    });
    await noteMailApplicant(mail.id, applicantId);
    if (mail.retryOf) await noteRetryOutcome(mail.retryOf, 'resolved', applicantId);
    if (extracted.warningCode)
      await recordFailure(
        failureOf(
          mail,
          parsed,
          mailbox,
          hasAttachments,
          new MailRejected(
            'EXTRACT',
            extracted.warningCode,
            extracted.warning ?? 'The resume text could not be read.',
            resumeDetail,
          ),
          { applicantId },
        ),
      );
    log.info('inbound mail became an applicant', { key: object.key, applicantId });
    return 'done';
  } catch (error) {
    if (!(error instanceof MailRejected)) throw error;
    // An infected mail is copied to quarantine/ first, so its failure names where it now is (quarantine.ts).
    const infected = error.code === 'CRITICAL_VIRUS_DETECTED';
    const quarantined = infected ? { key: await copyToQuarantine(mail.bucket, mail.key) } : {};
    const failure = failureOf(mail, parsed, mailbox, hasAttachments, error, quarantined);
    await recordFailure(failure);
    if (mail.retryOf) await noteRetryOutcome(mail.retryOf, 'rejected');
    const status = error.code === 'WARN_DUPLICATE_RESUME' ? 'duplicate' : 'rejected';
    await updateMail(mail, attempt, { status, failureId: failure.id, errorCode: error.code });
    if (infected) await deleteQuarantinedOriginal(mail.bucket, mail.key);
    log.info('inbound mail rejected', { key: object.key, code: error.code, failureId: failure.id });
    return status;
  }
}

async function parseMime(raw: Buffer): Promise<ParsedMail> {
  try {
    return await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  } catch (error) {
    throw new MailRejected('MIME', 'ERROR_MIME_UNPARSEABLE', 'The e-mail could not be read.', {
      exceptionText: error instanceof Error ? error.message : String(error),
    });
  }
}

const hourBefore = (instant: string) => new Date(Date.parse(instant) - 60 * 60 * 1000).toISOString();

/** Whether an applicant of `postingId` already has a résumé of this hash (its résumé match key). */
async function sameResumeApplied(sha256: string, postingId: number): Promise<boolean> {
  const owners = await ownersOf([{ kind: 'resume', value: sha256.toLowerCase() }]);
  const holders = await Promise.all(
    owners.filter((o) => o.owner === 'APPLICANT').map((o) => applicants.get(o.ownerId)),
  );
  return holders.some((applicant) => applicant?.jobPostingId === postingId);
}

function failureOf(
  mail: InboundMail,
  parsed: ParsedMail | undefined,
  mailbox: string,
  hasAttachments: boolean,
  rejection: MailRejected,
  additional: Record<string, unknown> = {},
): Failure {
  const { exceptionText, ...detail } = rejection.detail;
  return {
    id: failureId(mail.id, rejection.step),
    occurredUtc: mail.receivedAt,
    mailbox,
    ...(parsed?.messageId ? { messageId: parsed.messageId } : {}),
    ...(parsed?.subject ? { subject: parsed.subject.slice(0, 500) } : {}),
    hasAttachments,
    validationStep: rejection.step,
    errorCode: rejection.code,
    errorMessage: rejection.message,
    ...(exceptionText ? { exceptionText } : {}),
    ...detail,
    additionalJson: JSON.stringify({ bucket: mail.bucket, key: mail.key, ...additional }),
  };
}
