import type { OutgoingMail } from './outbox.ts';

/**
 * The raw MIME of an outbox message, built once by nodemailer's message composer (brief 5c "Headers"): the library
 * encodes the display name and subject (RFC 2047), folds headers and encodes attachment names, so no header is ever
 * concatenated by hand. From is always MAIL_FROM (the IAM condition on ses:FromAddress allows nothing else), shown
 * as '{sender} via {company}'; the sender is Reply-To. To and Cc are written as given; Bcc is never a header: Bcc
 * recipients are only envelope recipients of their batch.
 *
 * nodemailer is imported on first use and shipped beside the bundle (`lazyPackages` in functions/registry.ts), so
 * the families that can send do not parse it at every cold start. Its stream transport composes without sending
 * (the envelope given is only what it requires; SES gets each batch's own).
 */
export async function buildMime(mail: OutgoingMail, from: { address: string; name?: string }): Promise<Buffer> {
  const { default: nodemailer } = await import('nodemailer');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const { message } = await composer.sendMail({
    envelope: { from: from.address, to: [from.address] },
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
  if (!Buffer.isBuffer(message)) throw new Error('nodemailer answered a stream where a buffer was asked for');
  return message;
}
