import * as z from 'zod';
import { PageQuerySchema, pagedSchema } from './list.contract.ts';

/*
 * E-mail (001 §2 E-mail composer, §5, §7 E-mail; brief §5). The send history (`GET email/messages`) and the send
 * (`POST email`) share this file; the sender's outbox is the one way the product sends mail.
 */

// ---------------------------------------------------------------------------------------------- POST email

/** The spec's generic message under To (for To/Cc/Bcc together), Subject and Body (001 §5). */
export const REQUIRED = 'required';
export const EMAIL_SENT_MESSAGE = 'Email sent successfully';
export const EMAIL_LIST_EMPTY = 'Email list is empty';
/** Brief E11: SES's per-message cap on visible recipients. */
export const TO_AND_CC_MAX = 50;
export const TO_AND_CC_MESSAGE = 'To and Cc together can hold at most 50 addresses. Put the others in Bcc.';
/** Brief E10. */
export const RECIPIENTS_MAX = 2000;
export const SUBJECT_MAX = 200;
export const BODY_MAX_BYTES = 512 * 1024;
/** Brief E4: all attachments of one message, uploaded and from the file manager. */
export const ATTACHMENTS_MAX = 10;
export const ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_MESSAGE = 'Attachments are limited to 10 files and 10 MB in total.';
/** Uploaded with the message (a Lambda payload of 6 MB after base64, docs/decisions.md#uploads). */
export const UPLOADED_ATTACHMENTS_MAX_BYTES = 4 * 1024 * 1024;
export const invalidAddressMessage = (address: string) => `Invalid e-mail address: ${address}`;
export const blockedTypeMessage = (extension: string) => `Files of type .${extension} cannot be sent by e-mail.`;

/** Text of an HTML body without its tags: a body of empty paragraphs is no body. */
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
/** Something besides separators (';', ',', white space): whether it is an address is the server's to say. */
const hasAddressText = (list: unknown) => typeof list === 'string' && list.replace(/[;,\s]/g, '') !== '';
const hasLineBreak = (value: string) => /[\r\n]/.test(value);
const addressField = z
  .string()
  .max(RECIPIENTS_MAX * 260)
  .optional();

/**
 * The form fields of `POST email` (multipart, as the spec names them; files under `files`): To, Cc and Bcc hold
 * addresses separated by ';', ',' or new lines (parsed and checked by the server), at least one address among them.
 * `fileIds` (comma-separated) attaches internal file-manager files the sender may read (our addition, brief §3.6).
 */
export const SendEmailSchema = z
  .object({
    To: addressField,
    Cc: addressField,
    Bcc: addressField,
    Subject: z
      .string({ error: REQUIRED })
      .refine((value) => !hasLineBreak(value), 'Subject cannot contain line breaks.')
      .trim()
      .min(1, REQUIRED)
      .max(SUBJECT_MAX, `Subject can hold at most ${SUBJECT_MAX} characters.`),
    Body: z
      .string({ error: REQUIRED })
      .refine((html) => new TextEncoder().encode(html).length <= BODY_MAX_BYTES, 'The body is larger than 512 KB.')
      .refine((html) => textOfHtml(html) !== '', REQUIRED),
    fileIds: z.string().max(2000).optional(),
    /** 'true': answer the message as recipients will see it (sanitised, with the footer) and send nothing. */
    preview: z.enum(['true', 'false']).optional(),
  })
  // `when`: the recipients' 'required' shows beside the other fields' errors, not only once they are valid. A preview
  // needs no recipient.
  .refine((form) => form.preview === 'true' || [form.To, form.Cc, form.Bcc].some(hasAddressText), {
    message: REQUIRED,
    path: ['To'],
    // Whatever else failed, as long as the form is an object (not a missing or malformed body).
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type SendEmail = z.input<typeof SendEmailSchema>;

/** 202: the message is in the outbox (brief E5: delivery is asynchronous; the Sent tab follows it). */
export const SendEmailResultSchema = z.object({
  messageId: z.string(),
  recipients: z.number(),
  batches: z.number(),
  skipped: z.array(z.object({ address: z.string(), reason: z.string() })),
});
export type SendEmailResult = z.infer<typeof SendEmailResultSchema>;

/** 200 to `preview: 'true'`: the message as it would be sent, built by the same sanitiser; nothing queued. */
export const EmailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof EmailPreviewSchema>;
export const SendEmailAnswerSchema = z.union([SendEmailResultSchema, EmailPreviewSchema]);

// ------------------------------------------------------------------------------------- GET email/messages

/** Where a message is: queued (no batch sent yet), sending, sent (every batch), partlyFailed (some batch failed). */
export const EMAIL_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'partlyFailed'] as const;
export type EmailMessageStatus = (typeof EMAIL_MESSAGE_STATUSES)[number];

/** `?pageNumber&pageSize` (10, 20, 50, 100): the send history is always newest first. */
export const EmailMessagesQuerySchema = PageQuerySchema.pick({ pageNumber: true, pageSize: true });

/**
 * One row of the send history (brief E5, the composer's Sent tab): counts only, never addresses. `delivered` comes
 * from SES's delivery events (absent while none arrived, and always locally); `skipped` are the addresses left out
 * because they bounced or complained before.
 */
export const EmailMessageRowSchema = z.object({
  messageId: z.string(),
  createdAt: z.string(),
  sentBy: z.string(),
  subject: z.string(),
  recipients: z.number(),
  batches: z.number(),
  batchesSent: z.number(),
  batchesFailed: z.number(),
  delivered: z.number().optional(),
  bounced: z.number(),
  complained: z.number(),
  skipped: z.number(),
  status: z.enum(EMAIL_MESSAGE_STATUSES),
});
export type EmailMessageRow = z.infer<typeof EmailMessageRowSchema>;

export const EmailMessagesSchema = pagedSchema(EmailMessageRowSchema);
