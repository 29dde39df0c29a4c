import { detectResumeType, RESUME_MAX_BYTES } from '../resume/resume-type.ts';
import type { MailAttachment } from './attachments.ts';
import { MailRejected } from './rejection.ts';

/*
 * Step 6 (brief §6g.6): the résumé among the attachments, by their bytes: names with resume/cv/curriculum first,
 * else the largest. None of a résumé type → ERROR_NO_ATTACHMENT (nothing attached) or ERROR_UNSUPPORTED_FILE_TYPE;
 * larger than 10 MB → ERROR_FILE_TOO_LARGE.
 */

export interface PickedResume {
  fileName: string;
  content: Buffer;
  contentType: string;
}

const NAMED_RESUME = /resume|résumé|cv|curriculum/i;

export function pickResume(attachments: readonly MailAttachment[]): PickedResume {
  if (attachments.length === 0)
    throw new MailRejected('ATTACHMENT', 'ERROR_NO_ATTACHMENT', 'The e-mail has no attachment.');
  const typed = attachments.flatMap((attachment) => {
    const detected = detectResumeType(attachment.content, attachment.fileName);
    return 'contentType' in detected ? [{ ...attachment, contentType: detected.contentType }] : [];
  });
  if (typed.length === 0) {
    const first = attachments[0];
    const detected = first ? detectResumeType(first.content, first.fileName) : undefined;
    const reason = detected && 'error' in detected ? ` ${detected.error}` : '';
    throw new MailRejected('ATTACHMENT', 'ERROR_UNSUPPORTED_FILE_TYPE', `No attachment is a resume.${reason}`);
  }
  const bySize = [...typed].sort((a, b) => b.content.length - a.content.length);
  const picked = bySize.find((a) => NAMED_RESUME.test(a.fileName)) ?? bySize[0];
  if (!picked) throw new MailRejected('ATTACHMENT', 'ERROR_NO_ATTACHMENT', 'The e-mail has no attachment.');
  if (picked.content.length > RESUME_MAX_BYTES)
    throw new MailRejected('ATTACHMENT', 'ERROR_FILE_TOO_LARGE', 'The resume is larger than 10 MB.');
  return picked;
}
