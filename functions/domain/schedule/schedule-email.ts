import { ses } from '../../common/aws/ses.ts';
import { env } from '../../common/env.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';

/*
 * POST schedule/email (docs/decisions.md#schedule-actions-and-e-mail): a message to the merchandisers (team leads) of the selected or filtered
 * services. Recipients are the distinct e-mail addresses of those merchandisers' worker directory cards; a
 * merchandiser without an address is skipped (counted), a service without a merchandiser reaches nobody. The message
 * goes through SES v2 as text and as simple HTML, in BCC batches of at most 50 (SES's limit of recipients per
 * message), so merchandisers never see each other's addresses.
 */

/** SES accepts at most 50 recipients per message. */
export const MAX_RECIPIENTS_PER_MESSAGE = 50;

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
    const email = directory.get(service.merchandiserId)?.email?.trim().toLowerCase();
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

export function batchesOf<T>(items: readonly T[], size: number = MAX_RECIPIENTS_PER_MESSAGE): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The message as simple HTML: escaped, paragraphs on blank lines, line breaks kept. */
export function htmlOf(message: string): string {
  const paragraphs = message
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return `<!DOCTYPE html><html><body>${paragraphs.join('')}</body></html>`;
}

/** Sends `subject` and `message` to `addresses` (BCC batches), from MAIL_FROM. */
export async function sendScheduleEmail(addresses: readonly string[], subject: string, message: string) {
  const html = htmlOf(message);
  const { sdk, client } = await ses();
  for (const batch of batchesOf(addresses)) {
    await client.send(
      new sdk.SendEmailCommand({
        FromEmailAddress: env.mailFrom,
        Destination: { BccAddresses: batch },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  }
}
