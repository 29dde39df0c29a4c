/*
 * The mail aws-ses-v2-local received (`GET /store`), for tests of anything that sends e-mail: the outbox's mail worker
 * sends asynchronously, so a test waits until the messages it expects arrived. `envelope` is who SES would deliver a
 * raw message to (its Destination; scripts/local/ses-envelope.ts records it): for the outbox's batches, the batch's
 * addresses, Bcc recipients included, while `destination` holds the headers' To and Cc.
 */

export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  envelope?: string[];
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; contentType: string; size: number; content: string }[];
  /** Epoch seconds. */
  at: number;
}

function sesEndpoint(): string {
  const endpoint = process.env.AWS_ENDPOINT_URL_SESV2;
  if (!endpoint) throw new Error('AWS_ENDPOINT_URL_SESV2 is not set: run through the local stack (npm test).');
  return endpoint;
}

/** Every stored mail since `since` (epoch seconds; default ten minutes ago) whose subject is `subject`, if given. */
export async function storedMails(options: { subject?: string; since?: number } = {}): Promise<StoredMail[]> {
  const since = options.since ?? Math.floor(Date.now() / 1000) - 600;
  const response = await fetch(`${sesEndpoint()}/store?since=${since}`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return options.subject === undefined ? emails : emails.filter((mail) => mail.subject === options.subject);
}

/**
 * Waits until at least `count` mails with `subject` arrived (polling every 200 ms), then answers them; throws after
 * `timeoutMs` naming how many came. Subjects should be unique per test (a tag), as the store is shared.
 */
export async function waitForMails(subject: string, count: number, timeoutMs = 30_000): Promise<StoredMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await storedMails({ subject });
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`Waited ${timeoutMs} ms for ${count} mails "${subject}": ${mails.length} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every address a set of stored mails was delivered to (their envelopes), one entry per delivery. */
export const deliveriesOf = (mails: readonly StoredMail[]) => mails.flatMap((mail) => mail.envelope ?? []);
