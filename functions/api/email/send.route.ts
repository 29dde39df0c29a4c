import { emailRoutes } from '@shelfline/shared/routes/email.routes';
import { implement, respond } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { findCompanyInfo } from '../../data/master-data/reference-data.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { parseRecipients } from '../../domain/mail/addresses.ts';
import { attachmentsOf } from '../../domain/mail/attachments.ts';
import { fileIdsOf, fileManagerAttachments } from '../../domain/mail/file-manager-attachments.ts';
import { enqueueMail } from '../../domain/mail/outbox.ts';
import { mailBodyOf } from '../../domain/mail/sanitize-body.ts';

/** The caller's own address (their worker's), for Reply-To: From is always MAIL_FROM (brief E6). */
async function ownAddressOf(auth: Caller): Promise<string | undefined> {
  const workerId = auth.personType === 'employee' ? Number(auth.personId) : Number.NaN;
  if (!Number.isInteger(workerId)) return undefined;
  return (await employees.get(workerId))?.email?.trim().toLowerCase() || undefined;
}

/**
 * POST email (admin, accountManager; 001 §7 E-mail, brief §5): the composed message goes into the outbox and the
 * answer is 202 with what was queued (brief E5: delivery is asynchronous, the Sent tab follows it). Every check runs
 * before anything is queued: recipients, the body's allow-list, the attachments' types and sizes (uploaded with the
 * message, or internal file-manager files the sender may read, named by `fileIds`). `preview: 'true'` answers the
 * message as recipients will see it (same sanitiser, same footer) and queues nothing.
 */
export const send = implement(emailRoutes.send, async ({ body, files, auth, log }) => {
  if (body.preview === 'true') {
    const { html, text } = mailBodyOf(body.Body, await findCompanyInfo());
    return { subject: body.Subject, html, text };
  }
  const recipients = parseRecipients(body);
  const uploaded = { files: files.length, bytes: files.reduce((sum, file) => sum + file.bytes.length, 0) };
  const fromFileManager = await fileManagerAttachments(fileIdsOf(body.fileIds), auth, log, uploaded);
  const attachments = attachmentsOf([...files, ...fromFileManager]);
  const [company, replyTo] = await Promise.all([findCompanyInfo(), ownAddressOf(auth)]);
  const { html, text } = mailBodyOf(body.Body, company);
  const senderName = [auth.givenName, auth.familyName].filter(Boolean).join(' ') || auth.username;
  const queued = await enqueueMail({
    kind: 'blast',
    sentBy: auth.username,
    senderName,
    replyTo,
    ...recipients,
    subject: body.Subject,
    html,
    text,
    attachments,
  });
  // Counts only: addresses are personal data (brief §5f).
  log.info('e-mail queued', {
    messageId: queued.messageId,
    recipients: queued.recipients,
    batches: queued.batches,
    skipped: queued.skipped.length,
    attachments: attachments.length,
  });
  return respond(202, queued);
});
