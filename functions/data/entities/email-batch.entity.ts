import { defineEntity, definePatterns } from '../entity.ts';

/**
 * One batch of an outbox message (brief 5c): at most 50 envelope recipients, sent by the mail worker as one SES call
 * of the message's raw MIME. The first batch carries To + Cc and fills up with Bcc, the others Bcc only, so every
 * address is in exactly one batch. `status` moves queued → sent (with SES's message id) or failed; marking sent is
 * conditioned on `status <> sent`, so a redelivered SQS message never sends twice. SES's message id is indexed so the
 * events worker finds the batch (and its message) of a bounce.
 *
 * | access pattern          | index | key                                              |
 * |-------------------------|-------|--------------------------------------------------|
 * | batch by message and n  | table | pk `EMAIL#<messageId>`, sk `BATCH#<nnn>`          |
 * | batch by SES message id | gsi1  | pk `SESMESSAGE#<sesMessageId>`, sk `BATCH`        |
 */
export interface EmailBatch {
  /** `<messageId>#<n>` (n from 1). */
  id: string;
  messageId: string;
  n: number;
  recipients: string[];
  status: 'queued' | 'sent' | 'failed';
  sesMessageId?: string;
  sentAt?: string;
  failure?: string;
}

export const batchId = (messageId: string, n: number) => `${messageId}#${n}`;

export const EmailBatchEntity = defineEntity<EmailBatch>({
  name: 'emailBatch',
  key: (_id, batch) => ({ pk: `EMAIL#${batch?.messageId}`, sk: `BATCH#${String(batch?.n).padStart(3, '0')}` }),
  indexes: {
    gsi1: (b) => (b.sesMessageId ? { pk: `SESMESSAGE#${b.sesMessageId}`, sk: 'BATCH' } : undefined),
  },
});

/** The keys of batch `n` of `messageId` (the entity's key needs the record's fields, not only its id). */
export const emailBatchKey = (messageId: string, n: number) =>
  EmailBatchEntity.key(batchId(messageId, n), { messageId, n });

/** The gsi1 keys a batch gets once SES accepted it. */
export const sesMessageKeys = (sesMessageId: string) => ({ gsi1pk: `SESMESSAGE#${sesMessageId}`, gsi1sk: 'BATCH' });

export const emailBatchPatterns = definePatterns({
  bySesMessageId: { index: 'gsi1', key: (sesMessageId: string) => ({ pk: `SESMESSAGE#${sesMessageId}` }) },
});
