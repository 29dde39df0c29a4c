import type { EmailMessage } from '../../data/entities/email-message.entity.ts';
import { claimReport, eventsOf, getMessage } from '../../data/mail/outbox.repository.ts';
import { enqueueMail } from './outbox.ts';
import { htmlOf } from './text-html.ts';

/*
 * The short delivery report a sender gets when their message ends with failures or bounces (brief 5c, E5): once,
 * when its last batch is done (sent or failed for good), if a batch failed or a recipient had bounced or complained
 * by then. Bounces SES reports later only show in the send history (GET email/messages): a report per late bounce
 * would be noise. It goes through the outbox like any mail (kind 'system': no daily cap, no report of its own).
 */

const ended = (m: EmailMessage) => m.batchesSent + m.batchesFailed >= m.batches;
const hadProblems = (m: EmailMessage) => m.batchesFailed > 0 || m.bounced > 0 || m.complained > 0;

/** Queues the report of `messageId` if it just ended with problems and nobody queued it yet; true when queued. */
export async function reportIfEndedWithProblems(messageId: string): Promise<boolean> {
  const message = await getMessage(messageId);
  if (!message?.reportTo || message.reportedAt || !ended(message) || !hadProblems(message)) return false;
  if (!(await claimReport(messageId))) return false;
  const events = await eventsOf(messageId);
  const listed = (kind: 'bounced' | 'complained') =>
    events
      .filter((e) => e.kind === kind)
      .map((e) => e.address)
      .sort();
  const lines = [
    `Your e-mail "${message.subject}" of ${message.createdAt.slice(0, 16).replace('T', ' ')} UTC to ${message.recipients} recipients:`,
    `- ${message.batchesSent} of ${message.batches} batches sent, ${message.batchesFailed} failed${message.batchesFailed > 0 ? ' (their recipients did not get it)' : ''}`,
    `- ${message.bounced} bounced${listed('bounced').length > 0 ? `: ${listed('bounced').join(', ')}` : ''}`,
    `- ${message.complained} marked it as spam${listed('complained').length > 0 ? `: ${listed('complained').join(', ')}` : ''}`,
    ...(message.skipped > 0 ? [`- ${message.skipped} skipped because they bounced or complained before`] : []),
    '',
    'The Sent tab of the E-mail Blaster shows every message you sent and what became of it.',
  ];
  const text = lines.join('\n');
  await enqueueMail({
    kind: 'system',
    sentBy: 'system',
    to: [message.reportTo],
    cc: [],
    bcc: [],
    subject: `Delivery report: ${message.subject}`.slice(0, 200),
    html: htmlOf(text),
    text,
    attachments: [],
  });
  return true;
}
