import { defineEntity, definePatterns } from '../entity.ts';
import { addressHash } from './email-suppression.entity.ts';

/**
 * One SES event about one recipient of an outbox message (brief 2.2 `email-event`): a bounce, a complaint or a
 * delivery. Written once (condition: not there yet) in the same transaction as the ADD on the message's counter, so
 * an event SES or SQS delivers twice counts once. Lives in the message's partition (the detail of a message reads it
 * with the batches) and expires with it.
 *
 * | access pattern                   | index | key                                                         |
 * |----------------------------------|-------|-------------------------------------------------------------|
 * | an event of a message's recipient| table | pk `EMAIL#<messageId>`, sk `EVENT#<kind>#<sha256(address)>` |
 * | the events of a message          | table | pk `EMAIL#<messageId>`, sk begins with `EVENT#`             |
 */
export interface EmailEvent {
  /** `<messageId>#<kind>#<address>`. */
  id: string;
  messageId: string;
  kind: 'bounced' | 'complained' | 'delivered';
  address: string;
  /** SES's bounce type (Permanent, Transient, Undetermined) for bounces. */
  detail?: string;
  at: string;
}

export const EmailEventEntity = defineEntity<EmailEvent>({
  name: 'emailEvent',
  key: (_id, event) => ({
    pk: `EMAIL#${event?.messageId}`,
    sk: `EVENT#${event?.kind}#${addressHash(event?.address ?? '')}`,
  }),
});

export const emailEventPatterns = definePatterns({
  ofMessage: {
    index: 'table',
    key: (messageId: string) => ({ pk: `EMAIL#${messageId}`, sk: { beginsWith: 'EVENT#' } }),
  },
});
