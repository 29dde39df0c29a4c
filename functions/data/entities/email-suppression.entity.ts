import { createHash } from 'node:crypto';
import { defineEntity } from '../entity.ts';

/**
 * An address the outbox no longer sends to (brief 5c "Suppression", E7): it bounced permanently or its owner
 * complained. Written by the events worker from SES's events; read by the outbox with one BatchGet of the message's
 * recipients, which drops them into `skipped`. Keyed by a hash of the lower-cased address so keys have one length
 * and shape whatever the address; the address itself is kept on the item for the composer's warning.
 *
 * | access pattern        | index | key                                                  |
 * |-----------------------|-------|------------------------------------------------------|
 * | suppression by address| table | pk `EMAILADDR#<sha256(lower(address))>`, sk `SUPPRESSION` |
 */
export interface EmailSuppression {
  /** The lower-cased address. */
  id: string;
  reason: 'bounced' | 'complained';
  /** SES's message id of the event that suppressed it. */
  sesMessageId?: string;
  at: string;
}

export const addressHash = (address: string) => createHash('sha256').update(address.toLowerCase()).digest('hex');

export const EmailSuppressionEntity = defineEntity<EmailSuppression>({
  name: 'emailSuppression',
  key: (address) => ({ pk: `EMAILADDR#${addressHash(address)}`, sk: 'SUPPRESSION' }),
});
