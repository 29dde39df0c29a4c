import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { OutgoingMail } from './outbox.ts';

/**
 * The raw MIME of an outbox message, built once by nodemailer's MailComposer (brief 5c "Headers"): the library
 * encodes the display name and subject (RFC 2047), folds headers and encodes attachment names, so no header is ever
 * concatenated by hand. From is always MAIL_FROM (the IAM condition on ses:FromAddress allows nothing else), shown
 * as '{sender} via {company}'; the sender is Reply-To. To and Cc are written as given; Bcc is never a header: Bcc
 * recipients are only envelope recipients of their batch.
 */
export async function buildMime(mail: OutgoingMail, from: { address: string; name?: string }): Promise<Buffer> {
  const composer = new MailComposer({
    from: from.name ? { name: from.name, address: from.address } : from.address,
    replyTo: mail.replyTo,
    to: mail.to,
    cc: mail.cc,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((a) => ({
      filename: a.fileName,
      contentType: a.contentType,
      content: a.bytes,
    })),
  });
  return composer.compile().build();
}
