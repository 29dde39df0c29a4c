import type { ParsedMail } from 'mailparser';
import { signatureVerdict } from '../../../common/scan/scanner.ts';
import type { MailAttachment } from './attachments.ts';
import { MailRejected } from './rejection.ts';

/*
 * Step 3, the screen (brief §6g.3): SES's verdicts, DMARC, auto-replies and delivery reports, and (locally, where SES
 * gives no verdict) the signature check of the attachments. An auto-reply is recorded as INFO and never answered.
 */

const header = (mail: ParsedMail, name: string) => {
  const value = mail.headers.get(name);
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export function screenMail(mail: ParsedMail, attachments: readonly MailAttachment[]): void {
  if (/^fail/i.test(header(mail, 'x-ses-virus-verdict')))
    throw new MailRejected('SCREEN', 'CRITICAL_VIRUS_DETECTED', 'SES found a virus in the e-mail.');
  for (const attachment of attachments) {
    const verdict = signatureVerdict(attachment.content);
    if (verdict.status === 'infected')
      throw new MailRejected('SCREEN', 'CRITICAL_VIRUS_DETECTED', `An attachment ${verdict.threat}.`);
  }
  if (/^fail/i.test(header(mail, 'x-ses-spam-verdict')))
    throw new MailRejected('SCREEN', 'ERROR_SPAM', 'SES marked the e-mail as spam.');
  if (/\bdmarc=fail\b/i.test(header(mail, 'authentication-results')))
    throw new MailRejected('SCREEN', 'ERROR_DMARC_FAIL', "The sender's domain did not pass DMARC.");
  if (isAutoReply(mail))
    throw new MailRejected('SCREEN', 'INFO_AUTO_REPLY', 'An automatic reply or a delivery report: not answered.');
}

function isAutoReply(mail: ParsedMail): boolean {
  const autoSubmitted = header(mail, 'auto-submitted').toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (header(mail, 'x-autoreply') || header(mail, 'x-autorespond')) return true;
  if (/^(bulk|auto_reply|junk)$/i.test(header(mail, 'precedence').trim())) return true;
  return /multipart\/report/i.test(header(mail, 'content-type'));
}
