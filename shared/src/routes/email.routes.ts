import {
  ATTACHMENTS_MAX,
  BODY_MAX_BYTES,
  EmailMessagesQuerySchema,
  EmailMessagesSchema,
  SendEmailAnswerSchema,
  SendEmailSchema,
  UPLOADED_ATTACHMENTS_MAX_BYTES,
} from '../contracts/email.contract.ts';
import { defineRoute, type UploadRule } from './route.ts';

/**
 * Attachments uploaded with `POST email`: any type (the server refuses SES's blocked ones itself), at most 4 MB in
 * all; the body's HTML is a field with content (512 kB).
 */
const ATTACHMENTS: UploadRule = {
  field: 'files',
  maxFiles: ATTACHMENTS_MAX,
  maxFileBytes: UPLOADED_ATTACHMENTS_MAX_BYTES,
  maxTotalBytes: UPLOADED_ATTACHMENTS_MAX_BYTES,
  types: [],
  anyType: true,
  maxFieldBytes: BODY_MAX_BYTES,
};

/** E-mail blaster send (001 §2 E-mail composer, §6, §7). */
export const emailRoutes = {
  send: defineRoute({
    method: 'POST',
    path: 'email',
    access: 'emailBlaster',
    summary: 'Send an e-mail (To, Cc, Bcc, Subject, Body, attachments)',
    upload: ATTACHMENTS,
    body: SendEmailSchema,
    response: SendEmailAnswerSchema,
  }),
  /** Ours, not the spec's (docs/decisions.md#additions-beyond-the-spec): sending is asynchronous, so its outcome needs a place. */
  listMessages: defineRoute({
    method: 'GET',
    path: 'email/messages',
    access: 'emailBlaster',
    summary: 'Send history: one row per message with its recipient, batch, delivery and bounce counts',
    query: EmailMessagesQuerySchema,
    response: EmailMessagesSchema,
  }),
} as const;
