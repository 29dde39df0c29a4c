import type { EmailMessageRow, EmailMessageStatus } from '@shelfline/shared/contracts/email.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import type { EmailMessage } from '../../data/entities/email-message.entity.ts';
import { listMessagesPage } from '../../data/mail/outbox.repository.ts';

/** A message's status from its batch counts (the workers only ADD to them). */
export function statusOf(message: Pick<EmailMessage, 'batches' | 'batchesSent' | 'batchesFailed'>): EmailMessageStatus {
  const done = message.batchesSent + message.batchesFailed;
  if (done >= message.batches) return message.batchesFailed > 0 ? 'partlyFailed' : 'sent';
  return done === 0 ? 'queued' : 'sending';
}

export function historyRowOf(message: EmailMessage): EmailMessageRow {
  return {
    messageId: message.id,
    createdAt: message.createdAt,
    sentBy: message.sentBy,
    subject: message.subject,
    recipients: message.recipients,
    batches: message.batches,
    batchesSent: message.batchesSent,
    batchesFailed: message.batchesFailed,
    ...(message.delivered === undefined ? {} : { delivered: message.delivered }),
    bounced: message.bounced,
    complained: message.complained,
    skipped: message.skipped,
    status: statusOf(message),
  };
}

/**
 * One page of the send history, newest first (brief E5): every sender's messages for `sentBy` undefined (admins),
 * else that sender's own (account managers).
 */
export async function sendHistoryPage(
  sentBy: string | undefined,
  page: { pageNumber: number; pageSize: number },
): Promise<Paged<EmailMessageRow>> {
  const { messages, total } = await listMessagesPage(sentBy, page);
  return {
    items: messages.map(historyRowOf),
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    totalRecords: total,
    totalFilteredRecords: total,
  };
}
