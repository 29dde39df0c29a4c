import { defineEntity, definePatterns } from '../entity.ts';

/**
 * An e-mail message of the outbox (brief 5c "Sending"): one per send of `POST email`, `POST schedule/email` or a
 * product mail, whatever its recipient count. Its raw MIME is written once to the files bucket
 * (`mail/outbox/<messageId>/message.eml`); its recipients sit in its batches (email-batch.entity.ts, same partition).
 * The counters are ADDed by the mail worker (batchesSent, batchesFailed) and the events worker (delivered, bounced,
 * complained), never rewritten, so workers running side by side cannot lose an increment. Kept 13 months
 * (`expiresAt`, the audit period of the brief).
 *
 * | access pattern              | index | key                                              |
 * |-----------------------------|-------|--------------------------------------------------|
 * | message by id               | table | pk `EMAIL#<messageId>`, sk `EMAIL`                |
 * | a message and its batches   | table | pk `EMAIL#<messageId>`                            |
 * | history, newest first       | gsi1  | pk `EMAILS`, sk `<createdAt>#<messageId>`         |
 * | a sender's history          | gsi2  | pk `EMAILS#<sentBy>`, sk `<createdAt>#<messageId>`|
 */
export interface EmailMessage {
  /** A uuid. */
  id: string;
  kind: 'blast' | 'schedule' | 'system';
  sentBy: string;
  subject: string;
  /** Recipients the message is sent to (after suppressed addresses were dropped). */
  recipients: number;
  batches: number;
  /** Addresses dropped because they bounced or complained before. */
  skipped: number;
  /** Where the raw MIME is, in the files bucket. */
  mimeKey: string;
  createdAt: string;
  batchesSent: number;
  batchesFailed: number;
  bounced: number;
  complained: number;
  /** Set by SES delivery events (AWS only: the emulator publishes none). */
  delivered?: number;
  /** The sender's own address: where the delivery report goes when the message ends with failures or bounces. */
  reportTo?: string;
  /** When that report was queued (set once, conditionally: two workers finishing together send one). */
  reportedAt?: string;
}

/** How long the audit of a message is kept. */
export const EMAIL_MESSAGE_MONTHS = 13;

const messagePk = (id: string) => `EMAIL#${id}`;

export const EmailMessageEntity = defineEntity<EmailMessage>({
  name: 'emailMessage',
  key: (id) => ({ pk: messagePk(id), sk: 'EMAIL' }),
  indexes: {
    gsi1: (m) => ({ pk: 'EMAILS', sk: `${m.createdAt}#${m.id}` }),
    gsi2: (m) => ({ pk: `EMAILS#${m.sentBy}`, sk: `${m.createdAt}#${m.id}` }),
  },
});

export const emailMessagePatterns = definePatterns({
  all: { index: 'gsi1', key: () => ({ pk: 'EMAILS' }) },
  bySender: { index: 'gsi2', key: (sentBy: string) => ({ pk: `EMAILS#${sentBy}` }) },
  withBatches: { index: 'table', key: (id: string) => ({ pk: messagePk(id) }) },
});
