import { type Attachment, simpleParser } from 'mailparser';

/*
 * The attachments a mail offers as résumés (brief §6g.2, §6g.6): at most 10 inspected, a forwarded message
 * (`message/rfc822`) opened up to 3 deep; inline pictures and signatures are not résumés.
 */

export const MAX_ATTACHMENTS = 10;
export const MAX_NESTING = 3;

export interface MailAttachment {
  fileName: string;
  content: Buffer;
}

export async function attachmentsOf(attachments: readonly Attachment[], depth = 0): Promise<MailAttachment[]> {
  const found: MailAttachment[] = [];
  for (const attachment of attachments) {
    if (found.length >= MAX_ATTACHMENTS) break;
    if (attachment.contentType === 'message/rfc822') {
      if (depth + 1 >= MAX_NESTING) continue;
      const inner = await simpleParser(attachment.content, { skipHtmlToText: true, skipTextToHtml: true });
      found.push(...(await attachmentsOf(inner.attachments, depth + 1)));
      continue;
    }
    if (
      attachment.related ||
      (attachment.contentDisposition === 'inline' && attachment.contentType.startsWith('image/'))
    )
      continue;
    if (/^(application\/pgp-signature|application\/pkcs7-signature|text\/x-vcard)$/i.test(attachment.contentType))
      continue;
    found.push({ fileName: attachment.filename ?? 'attachment', content: attachment.content });
  }
  return found.slice(0, MAX_ATTACHMENTS);
}
