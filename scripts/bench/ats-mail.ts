import { s3 } from '../../functions/common/aws/s3.ts';
import { sqs } from '../../functions/common/aws/sqs.ts';
import { env } from '../../functions/common/env.ts';
import { objectCreatedBody } from '../../functions/domain/ats/ingestion/s3-notification.ts';
import { composeMail } from '../../tests/fixtures/mail/compose.ts';
import { pdfResume } from '../../tests/fixtures/mail/resume-files.ts';

/** The recruiting bench's mailbox domain: the local stack's (scripts/local/stack.ts), unless the run sets another. */
export const benchInboundDomain = () => process.env.INBOUND_DOMAIN ?? 'resumes.shelfline.local';

/**
 * One applicant's mail to the posting `alias`: a real MIME message from a mail client's composer, with a PDF résumé
 * of `pages` pages (2 by default) of its own person (`i` within the run `run`), so dedup merges none.
 */
export async function resumeMail(i: number, run: string, alias: string, pages = 2): Promise<Buffer> {
  const first = `Bench${i}`;
  const last = `Applicant${run}`;
  const email = `bench${i}.${run}@example.com`;
  const pdf = await pdfResume(resumeLines(first, last, email, i), { pages });
  return composeMail({
    from: `${first} ${last} <${email}>`,
    to: `${alias}@${benchInboundDomain()}`,
    subject: 'My application',
    text: 'Please find my résumé attached.',
    attachments: [{ filename: `${first} ${last} resume.pdf`, content: pdf }],
  });
}

/** A résumé's first page as a person writes it: name, contact, experience, education, skills. */
export function resumeLines(first: string, last: string, email: string, i: number): string[] {
  return [
    `${first} ${last}`,
    email,
    `514-555-${String(i % 10_000).padStart(4, '0')}`,
    'Experience',
    'Merchandiser, Grocery chain, 2019-2024: planograms, resets, inventory counts.',
    'Education',
    'DEC, Cégep de Montréal',
    'Skills',
    'Merchandising, customer service, forklift, French, English',
  ];
}

/** An object of the inbox bucket as S3's notification names it. */
export interface InboxObject {
  bucket: string;
  key: string;
  size: number;
}

/** Stores a raw mail in the inbox bucket under `incoming/`, where SES's S3 action puts it (no notification sent). */
export async function putInbox(key: string, raw: Buffer): Promise<InboxObject> {
  const bucket = env.bucket('inboxBucket');
  const storage = await s3();
  await storage.client.send(
    new storage.sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: raw, ContentType: 'message/rfc822' }),
  );
  return { bucket, key, size: raw.length };
}

/** Sends S3's notification of a stored mail to the ingestion queue, as S3 would: the local poller runs the worker. */
export async function notifyIngestion(object: InboxObject): Promise<void> {
  const queue = await sqs();
  await queue.client.send(
    new queue.sdk.SendMessageCommand({
      QueueUrl: env.queueUrl('ingestionQueueUrl'),
      MessageBody: objectCreatedBody(object.bucket, object.key, object.size),
    }),
  );
}
