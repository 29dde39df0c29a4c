import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';
import { type EnqueuedMail, enqueueMail } from '../mail/outbox.ts';
import { htmlOf } from '../mail/text-html.ts';

/*
 * POST schedule/email (docs/decisions.md#schedule-actions-and-e-mail; brief E1): a message to the merchandisers (team
 * leads) of the selected or filtered services. Recipients are the distinct e-mail addresses of those merchandisers'
 * worker directory cards; a merchandiser without an address is skipped (counted), a service without a merchandiser
 * reaches nobody. The message goes into the outbox like every e-mail of the product (functions/domain/mail/outbox.ts),
 * merchandisers in Bcc so they never see each other's addresses. `preview` answers the composer modal's prefill
 * instead (001 §2: To = the caller, Cc = the merchandisers' supervisors, Bcc = the merchandisers).
 */

export interface Recipients {
  /** Distinct addresses, lower-cased, sorted. */
  addresses: string[];
  /** Services whose merchandiser has an address (what the message reaches). */
  services: number;
  /** Merchandisers (distinct) without an address on their card, or without a card. */
  withoutEmail: number[];
  /** Services without a merchandiser. */
  unassigned: number;
}

const addressOf = (card: WorkerCard | undefined) => card?.email?.trim().toLowerCase() || undefined;

export function recipientsOf(
  services: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
): Recipients {
  const addresses = new Set<string>();
  const withoutEmail = new Set<number>();
  let reached = 0;
  let unassigned = 0;
  for (const service of services) {
    if (service.merchandiserId === undefined) {
      unassigned++;
      continue;
    }
    const email = addressOf(directory.get(service.merchandiserId));
    if (!email) {
      withoutEmail.add(service.merchandiserId);
      continue;
    }
    addresses.add(email);
    reached++;
  }
  return {
    addresses: [...addresses].sort(),
    services: reached,
    withoutEmail: [...withoutEmail].sort((a, b) => a - b),
    unassigned,
  };
}

export interface ComposerPrefill {
  /** The caller's own address, when their worker card has one. */
  to: string[];
  /** The supervisors of the merchandisers reached (with an address), none of them already in To. */
  cc: string[];
  /** The merchandisers reached, none of them already in To or Cc (To > Cc > Bcc, as the send de-duplicates). */
  bcc: string[];
  services: number;
  withoutEmail: number[];
}

/** The composer modal's recipients for these services (`preview: true`); nothing is sent. */
export function composerPrefillOf(
  services: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
  callerWorkerId: number | undefined,
): ComposerPrefill {
  const recipients = recipientsOf(services, directory);
  const own = callerWorkerId === undefined ? undefined : addressOf(directory.get(callerWorkerId));
  const to = own ? [own] : [];
  const supervisors = new Set<string>();
  const merchandisers = new Set<number>();
  for (const service of services) if (service.merchandiserId !== undefined) merchandisers.add(service.merchandiserId);
  for (const id of merchandisers) {
    if (!addressOf(directory.get(id))) continue;
    const supervisorId = directory.get(id)?.supervisorId;
    const address = supervisorId === undefined ? undefined : addressOf(directory.get(supervisorId));
    if (address && address !== own) supervisors.add(address);
  }
  const cc = [...supervisors].sort();
  const visible = new Set([...to, ...cc]);
  return {
    to,
    cc,
    bcc: recipients.addresses.filter((address) => !visible.has(address)),
    services: recipients.services,
    withoutEmail: recipients.withoutEmail,
  };
}

/** Queues `subject` and `message` to `addresses` (all in Bcc) in the outbox, from MAIL_FROM on behalf of the caller. */
export function queueScheduleEmail(
  addresses: readonly string[],
  content: { subject: string; message: string },
  sender: { username: string; name?: string; replyTo?: string },
): Promise<EnqueuedMail> {
  return enqueueMail({
    kind: 'schedule',
    sentBy: sender.username,
    senderName: sender.name,
    replyTo: sender.replyTo,
    to: [],
    cc: [],
    bcc: [...addresses],
    subject: content.subject,
    html: htmlOf(content.message),
    text: content.message,
    attachments: [],
  });
}
