import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** What this file reads and adds on aws-ses-v2-local's stored mail. */
interface StoredMail {
  messageId: string;
  /** Who SES would deliver to: SendEmail's Destination (To, Cc and Bcc together). */
  envelope?: string[];
}

interface RawSendBody {
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: { Raw?: unknown };
}

/**
 * aws-ses-v2-local stores a RAW message with the recipients of its headers and drops SendEmail's `Destination`,
 * while SES delivers a raw message to exactly the Destination's addresses (the envelope: how Bcc recipients, who
 * have no header, get it at all; nodemailer's SES transport relies on it). The outbox sends each batch of 50 as the
 * same raw message with its own Destination, so without the envelope the store cannot tell who a batch reached.
 * This records it on the stored mail as `envelope`, read back by tests through `GET /store`; nothing else changes.
 * It runs when the emulator's answer is written, after express has parsed the request (`req.body`).
 */
export function recordRawEnvelopes(server: Server, store: () => { emails: readonly StoredMail[] }): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/v2/email/outbound-emails')) return;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const body = (req as IncomingMessage & { body?: RawSendBody }).body;
      const [chunk] = args;
      if (body?.Content?.Raw && body.Destination && res.statusCode === 200 && chunk) {
        try {
          const { MessageId } = JSON.parse(String(chunk)) as { MessageId?: string };
          const stored = store().emails.find((mail) => mail.messageId === MessageId);
          const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = body.Destination;
          if (stored) stored.envelope = [...ToAddresses, ...CcAddresses, ...BccAddresses];
        } catch {
          // Not the JSON answer of a send: nothing to record.
        }
      }
      return end(...args);
    }) as ServerResponse['end'];
  });
}
