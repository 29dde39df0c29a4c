import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Inbound mail (brief §2.2, §6g): one e-mail SES stored in the inbox bucket, and how far the mailbox pipeline took
 * it. It replaces the ingestion worker's old unconditional Put: a mail is claimed with a lease (received →
 * processing), and ends done (an applicant), duplicate (the same résumé for the same posting), rejected (a recorded
 * failure) or failed (infrastructure errors exhausted its retries). A finished mail is never processed again, so a
 * redelivered notification creates nothing twice.
 *
 * | access pattern                               | pattern      | index | key                                                   |
 * |----------------------------------------------|--------------|-------|-------------------------------------------------------|
 * | mail by object                               |              | table | pk `INBOUNDMAIL#<bucket>/<key>`, sk `MAIL`            |
 * | mails of a day                               | `ofDay`      | gsi1  | `INBOUNDMAIL#<yyyy-mm-dd>` / `<receivedAt>#<key>`      |
 * | mails of one sender, by time (rate limit)    | `ofSender`   | gsi2  | `MAILSENDER#<sha256(lower(address))>` / `<receivedAt>` |
 *
 * The sender's address is kept only as a hash in the index key (personal data, brief §6f); raw mail objects expire
 * after 30 days (inbox bucket lifecycle), and so does this item (`expiresAt`).
 */
export type InboundMailStatus = 'received' | 'processing' | 'done' | 'duplicate' | 'rejected' | 'failed';

export interface InboundMail {
  /** `<bucket>/<key>`. */
  id: string;
  bucket: string;
  key: string;
  size: number;
  receivedAt: string;
  status: InboundMailStatus;
  /** While `processing`: until when the worker holds it; an expired lease may be taken over. */
  leaseUntil?: string;
  attempts?: number;
  /** sha256 of the lower-cased From address, once the MIME was read. */
  senderHash?: string;
  mailbox?: string;
  messageId?: string;
  applicantId?: number;
  /** The failure recorded when the mail was rejected (or a warning for a done or duplicate one). */
  failureId?: string;
  errorCode?: string;
  /** The failure an admin retried (reset to `received`): its outcome is noted on it when this attempt ends. */
  retryOf?: string;
  /** Epoch seconds (DynamoDB TTL): 30 days, like the raw object. */
  expiresAt?: number;
}

export const inboundMailId = (bucket: string, key: string) => `${bucket}/${key}`;
export const inboundMailKey = (id: string) => ({ pk: `INBOUNDMAIL#${id}`, sk: 'MAIL' });
const senderKey = (senderHash: string) => `MAILSENDER#${senderHash}`;

export const InboundMailEntity = defineEntity<InboundMail>({
  name: 'inboundMail',
  key: (id) => inboundMailKey(String(id)),
  indexes: {
    gsi1: (mail) => ({ pk: `INBOUNDMAIL#${mail.receivedAt.slice(0, 10)}`, sk: `${mail.receivedAt}#${mail.key}` }),
    gsi2: (mail) => (mail.senderHash ? { pk: senderKey(mail.senderHash), sk: mail.receivedAt } : undefined),
  },
});

export const InboundMailPatterns = definePatterns({
  /** the mails received on a day (UTC) */
  ofDay: { index: 'gsi1', key: (day: string) => ({ pk: `INBOUNDMAIL#${day}` }) },
  /** one sender's mails received at or after `since` */
  ofSender: {
    index: 'gsi2',
    key: (senderHash: string, since: string) => ({ pk: senderKey(senderHash), sk: { atLeast: since } }),
  },
});
