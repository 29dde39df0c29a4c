import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { HttpError } from '../../functions/common/http-errors.ts';
import { emailBatchKey } from '../../functions/data/entities/email-batch.entity.ts';
import { EmailDailyCountEntity } from '../../functions/data/entities/email-daily-count.entity.ts';
import { EmailMessageEntity } from '../../functions/data/entities/email-message.entity.ts';
import { writeMessage } from '../../functions/data/mail/outbox.repository.ts';
import { QUEUES } from '../../functions/data/table.ts';
import { DAILY_RECIPIENT_CAP, enqueueMail, mimeKeyOf, type OutgoingMail } from '../../functions/domain/mail/outbox.ts';
import { MAIL_WORKER_CONCURRENCY } from '../../functions/registry.ts';
import { handler as mailWorker } from '../../functions/workers/mail.worker.ts';
import { lambdaContext } from '../../scripts/local/lambda-context.ts';
import { sdkConfig } from '../../scripts/local/provision.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { deliveriesOf, type StoredMail, storedMails, waitForMails } from '../support/mail-store.ts';
import { letterTag } from '../support/workers.ts';

/*
 * The outbox (functions/domain/mail/outbox.ts) and its workers on the real local stack: the runner polls the mail
 * queue and the mail events queue as Lambda's event source mappings would, and aws-ses-v2-local's store shows what
 * SES was asked to deliver (`envelope`: a batch's addresses; `destination`: the headers).
 */
const env = process.env as Record<string, string>;
const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through npm test`);
  return value;
};
const sqs = new SQSClient(sdkConfig(env, 'AWS_ENDPOINT_URL_SQS'));
const tag = letterTag();
const tokens: Record<'admin' | 'am', string> = { admin: '', am: '' };
const at = (name: string) => `${name}.${tag}@example.com`;
const bccs = (n: number, prefix = 'bcc') => Array.from({ length: n }, (_, i) => at(`${prefix}${i}`));

const mail = (subject: string, fields: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'system',
  sentBy: `outbox${tag}`,
  to: [],
  cc: [],
  bcc: [],
  subject,
  html: '<p>Hello</p>',
  text: 'Hello',
  attachments: [],
  ...fields,
});

const messageItem = async (messageId: string) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: need('TABLE_NAME'), Key: EmailMessageEntity.key(messageId), ConsistentRead: true }),
    )
  ).Item ?? {};

const batchItem = async (messageId: string, n: number) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: need('TABLE_NAME'), Key: emailBatchKey(messageId, n), ConsistentRead: true }),
    )
  ).Item ?? {};

/** Waits until `check` holds of the message item (the workers update it in the background). */
async function messageWhen(messageId: string, check: (item: Record<string, unknown>) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const item = await messageItem(messageId);
    if (check(item)) return item;
    if (Date.now() > deadline) throw new Error(`message ${messageId} never got there: ${JSON.stringify(item)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Hands the mail worker this batch again, as SQS does when a message comes back after its visibility timeout. */
const redeliver = (messageId: string, n: number) =>
  sqs.send(new SendMessageCommand({ QueueUrl: need('MAIL_QUEUE_URL'), MessageBody: JSON.stringify({ messageId, n }) }));

/** An SES sending event as EventBridge puts it in the events queue (the stack's route). */
const sesEvent = (detail: Record<string, unknown>) =>
  sqs.send(
    new SendMessageCommand({
      QueueUrl: need('MAIL_EVENTS_QUEUE_URL'),
      MessageBody: JSON.stringify({
        version: '0',
        id: crypto.randomUUID(),
        'detail-type': 'Email Bounced',
        source: 'aws.ses',
        time: new Date().toISOString(),
        region: 'ca-central-1',
        account: '000000000000',
        resources: [],
        detail,
      }),
    }),
  );

const envelopeOf = (mails: StoredMail[], address: string) => mails.find((m) => m.envelope?.includes(address));

const blast = { subject: `Outbox blast ${tag}`, to: [at('to')], cc: [at('cc')], bcc: bccs(120) };
let blastId = '';
let blastMails: StoredMail[] = [];

beforeAll(async () => {
  await signInAll(tokens);
  const queued = await enqueueMail(mail(blast.subject, { to: blast.to, cc: blast.cc, bcc: blast.bcc }));
  blastId = queued.messageId;
  expect(queued).toEqual({ messageId: expect.any(String), recipients: 122, batches: 3, skipped: [] });
  blastMails = await waitForMails(blast.subject, 3);
});

describe('the outbox: batches of 50 envelope recipients, each address once', () => {
  it('sends 122 recipients as 3 SES calls, To and Cc only in the first, every address exactly once', async () => {
    expect(blastMails).toHaveLength(3);
    const deliveries = deliveriesOf(blastMails);
    expect(deliveries).toHaveLength(122);
    expect(new Set(deliveries)).toEqual(new Set([...blast.to, ...blast.cc, ...blast.bcc]));
    const sizes = blastMails.map((m) => m.envelope?.length).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(sizes).toEqual([22, 50, 50]);
    const first = envelopeOf(blastMails, at('to'));
    expect(first?.envelope).toContain(at('cc'));
    // The same MIME for every batch: To and Cc as headers, no Bcc header at all.
    for (const stored of blastMails) {
      expect(stored.destination).toEqual({ to: [at('to')], cc: [at('cc')], bcc: [] });
      expect(stored.from).toContain('<no-reply@shelfline.local>');
    }
    const message = await messageWhen(blastId, (m) => m.batchesSent === 3);
    expect(message).toMatchObject({ recipients: 122, batches: 3, batchesSent: 3, batchesFailed: 0 });
    const firstBatch = await batchItem(blastId, 1);
    expect(firstBatch).toMatchObject({ status: 'sent', sesMessageId: first?.messageId });
  });

  it('skips a redelivered batch that was sent: nothing is sent twice', async () => {
    await redeliver(blastId, 2);
    await redeliver(blastId, 2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await storedMails({ subject: blast.subject })).toHaveLength(3);
    expect(await messageItem(blastId)).toMatchObject({ batchesSent: 3 });
  });

  it('repeats at most the one batch a worker sent but could not mark (killed in between)', async () => {
    const subject = `Outbox crash ${tag}`;
    const queued = await enqueueMail(mail(subject, { bcc: bccs(70, 'crash') }));
    await waitForMails(subject, 2);
    await messageWhen(queued.messageId, (m) => m.batchesSent === 2);
    // The state a crash between SES's answer and the mark leaves: SES sent batch 2, the batch is still queued and the
    // message does not count it.
    await documentClient().send(
      new UpdateCommand({
        TableName: need('TABLE_NAME'),
        Key: emailBatchKey(queued.messageId, 2),
        UpdateExpression: 'SET #status = :queued REMOVE sesMessageId, gsi1pk, gsi1sk',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':queued': 'queued' },
      }),
    );
    await documentClient().send(
      new UpdateCommand({
        TableName: need('TABLE_NAME'),
        Key: EmailMessageEntity.key(queued.messageId),
        UpdateExpression: 'ADD batchesSent :minusOne',
        ExpressionAttributeValues: { ':minusOne': -1 },
      }),
    );
    await redeliver(queued.messageId, 2);
    await redeliver(queued.messageId, 1);
    const mails = await waitForMails(subject, 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = await storedMails({ subject });
    expect(all).toHaveLength(3);
    const counts = new Map<string, number>();
    for (const address of deliveriesOf(mails)) counts.set(address, (counts.get(address) ?? 0) + 1);
    // Batch 2 (the last 20) twice, batch 1 (the first 50) once: each address at least once, at most twice.
    expect([...counts.values()].filter((n) => n === 2)).toHaveLength(20);
    expect([...counts.values()].filter((n) => n === 1)).toHaveLength(50);
    expect(await messageItem(queued.messageId)).toMatchObject({ batchesSent: 2, batchesFailed: 0 });
  });

  it('records a batch that still fails on its last receive as failed, and reports it to the sender', async () => {
    // A queued message whose MIME cannot be read (as if S3 failed), handed to the worker directly (not queued, so the
    // poller does not race the test) with the receive counts SQS would give.
    const messageId = crypto.randomUUID();
    const createdAt = new Date().toISOString();
    await writeMessage(
      {
        id: messageId,
        kind: 'system',
        sentBy: `outbox${tag}`,
        subject: `Outbox lost mime ${tag}`,
        recipients: 3,
        batches: 1,
        skipped: 0,
        mimeKey: mimeKeyOf(messageId),
        createdAt,
        batchesSent: 0,
        batchesFailed: 0,
        bounced: 0,
        complained: 0,
        reportTo: at('sender'),
      },
      [{ id: `${messageId}#1`, messageId, n: 1, recipients: bccs(3, 'lost'), status: 'queued' }],
    );
    const event = (receiveCount: number): SQSEvent => ({
      Records: [
        {
          messageId: crypto.randomUUID(),
          receiptHandle: 'test',
          body: JSON.stringify({ messageId, n: 1 }),
          attributes: {
            ApproximateReceiveCount: String(receiveCount),
            SentTimestamp: String(Date.now()),
            SenderId: 'test',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:ca-central-1:000000000000:shelfline-mail',
          awsRegion: 'ca-central-1',
        },
      ],
    });
    // Every record of the event failed: Powertools fails the whole invocation, so SQS retries it (Lambda's rule too).
    await expect(mailWorker(event(1), lambdaContext('mail'))).rejects.toThrow(/All records failed/);
    expect(await batchItem(messageId, 1)).toMatchObject({ status: 'queued' });
    await expect(mailWorker(event(QUEUES.mail.maxReceiveCount), lambdaContext('mail'))).rejects.toThrow(
      /All records failed/,
    );
    expect(await batchItem(messageId, 1)).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('NoSuchKey'),
    });
    expect(await messageItem(messageId)).toMatchObject({ batchesSent: 0, batchesFailed: 1 });
    const row = (
      await api<{ items: { messageId: string; status: string }[] }>('GET', 'email/messages?pageSize=100', {
        token: tokens.admin,
      })
    ).body.items.find((r) => r.messageId === messageId);
    expect(row?.status).toBe('partlyFailed');
    // The sender gets one short delivery report (through the outbox: the poller sends it).
    const [report] = await waitForMails(`Delivery report: Outbox lost mime ${tag}`, 1);
    expect(report?.envelope).toEqual([at('sender')]);
    expect(report?.body.text).toContain('0 of 1 batches sent, 1 failed');
    expect(await messageItem(messageId)).toMatchObject({ reportedAt: expect.any(String) });
  });
});

describe('SES events: bounces and complaints suppress addresses', () => {
  it('counts an injected permanent bounce once, and the next send skips that address and says why', async () => {
    const bounced = at('bcc7');
    const sesMessageId = envelopeOf(blastMails, bounced)?.messageId;
    const detail = {
      eventType: 'Bounce',
      mail: { messageId: sesMessageId, destination: [bounced] },
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: bounced.toUpperCase() }] },
    };
    await sesEvent(detail);
    await sesEvent(detail); // SES and SQS deliver at least once
    await messageWhen(blastId, (m) => m.bounced === 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await messageItem(blastId)).toMatchObject({ bounced: 1 });

    const complainer = at('bcc8');
    await sesEvent({
      eventType: 'Complaint',
      mail: { messageId: envelopeOf(blastMails, complainer)?.messageId },
      complaint: { complainedRecipients: [{ emailAddress: complainer }] },
    });
    await messageWhen(blastId, (m) => m.complained === 1);
    // A transient bounce is counted but suppresses nobody.
    const soft = at('bcc9');
    await sesEvent({
      eventType: 'Bounce',
      mail: { messageId: envelopeOf(blastMails, soft)?.messageId },
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: soft }] },
    });
    await messageWhen(blastId, (m) => m.bounced === 2);

    const subject = `Outbox after bounce ${tag}`;
    const next = await enqueueMail(mail(subject, { to: [bounced], bcc: [complainer, soft, at('fresh')] }));
    expect(next.recipients).toBe(2);
    expect(next.skipped).toEqual(
      expect.arrayContaining([
        { address: bounced, reason: 'bounced' },
        { address: complainer, reason: 'complained' },
      ]),
    );
    expect(next.skipped).toHaveLength(2);
    const [sent] = await waitForMails(subject, 1);
    expect(new Set(sent?.envelope)).toEqual(new Set([soft, at('fresh')]));
  });
});

describe('SES events in the other envelopes', () => {
  it('counts deliveries from an SNS notification and from a bare event (raw delivery), once each', async () => {
    const subject = `Outbox delivered ${tag}`;
    const queued = await enqueueMail(mail(subject, { to: [at('got')], bcc: [at('got2')] }));
    const [sent] = await waitForMails(subject, 1);
    const delivery = {
      eventType: 'Delivery',
      mail: { messageId: sent?.messageId },
      delivery: { recipients: [at('got')] },
    };
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: need('MAIL_EVENTS_QUEUE_URL'),
        MessageBody: JSON.stringify({ Type: 'Notification', MessageId: 'sns', Message: JSON.stringify(delivery) }),
      }),
    );
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: need('MAIL_EVENTS_QUEUE_URL'),
        MessageBody: JSON.stringify({ ...delivery, delivery: { recipients: [at('got'), at('got2')] } }),
      }),
    );
    await messageWhen(queued.messageId, (m) => m.delivered === 2);
    const rows = await api<{ items: { messageId: string; delivered?: number }[] }>(
      'GET',
      'email/messages?pageSize=100',
      { token: tokens.admin },
    );
    expect(rows.body.items.find((r) => r.messageId === queued.messageId)?.delivered).toBe(2);
  });
});

describe('the daily cap', () => {
  it(`refuses a send past ${DAILY_RECIPIENT_CAP} recipients a day for one sender with 429, before anything is written`, async () => {
    const sender = `capped${tag}`;
    const day = new Date().toISOString().slice(0, 10);
    await documentClient().send(
      new PutCommand({
        TableName: need('TABLE_NAME'),
        Item: { ...EmailDailyCountEntity.key(`${sender}#${day}`), recipients: DAILY_RECIPIENT_CAP - 2 },
      }),
    );
    const subject = `Outbox capped ${tag}`;
    const refused = await enqueueMail(mail(subject, { kind: 'blast', sentBy: sender, bcc: bccs(3, 'cap') })).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, errors: 'Daily e-mail limit reached (5000 recipients).' });
    const fits = await enqueueMail(mail(subject, { kind: 'blast', sentBy: sender, bcc: bccs(2, 'cap') }));
    expect(fits.recipients).toBe(2);
    const again = await enqueueMail(mail(subject, { kind: 'blast', sentBy: sender, bcc: [at('one')] })).catch(
      (error: unknown) => error,
    );
    expect(again).toMatchObject({ statusCode: 429 });
    // Only the one that fitted was queued.
    expect(await waitForMails(subject, 1)).toHaveLength(1);
  });
});

describe('GET email/messages', () => {
  type Row = Record<string, unknown> & { messageId: string; sentBy: string };
  type Page = { items: Row[]; totalRecords: number; pageNumber: number; pageSize: number; errors?: unknown };
  const history = (token: string, query = 'pageNumber=1&pageSize=100') =>
    api<Page>('GET', `email/messages?${query}`, { token });

  it("lists messages newest first with their counts; admins see everyone's, account managers their own", async () => {
    const own = await enqueueMail(mail(`Outbox am ${tag}`, { sentBy: 'am', bcc: [at('amrow')] }));
    // Enough messages for a second page of 10.
    for (let i = 0; i < 4; i++) await enqueueMail(mail(`Outbox page ${i} ${tag}`, { bcc: [at(`page${i}`)] }));
    const admin = await history(tokens.admin);
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const row = admin.body.items.find((r) => r.messageId === blastId);
    expect(row).toEqual({
      messageId: blastId,
      createdAt: expect.any(String),
      sentBy: `outbox${tag}`,
      subject: blast.subject,
      recipients: 122,
      batches: 3,
      batchesSent: 3,
      batchesFailed: 0,
      bounced: 2,
      complained: 1,
      skipped: 0,
      status: 'sent',
    });
    const created = admin.body.items.map((r) => String(r.createdAt));
    expect(created).toEqual([...created].sort().reverse());
    expect(admin.body.items.some((r) => r.messageId === own.messageId)).toBe(true);

    const am = await history(tokens.am);
    expect(am.status).toBe(200);
    expect(am.body.items.some((r) => r.messageId === own.messageId)).toBe(true);
    expect(am.body.items.every((r) => r.sentBy === 'am')).toBe(true);

    const paged = await history(tokens.admin, 'pageNumber=1&pageSize=10');
    expect(paged.body.items.length).toBeLessThanOrEqual(10);
    expect(paged.body.totalRecords).toBe(admin.body.totalRecords);
    // A later page continues where the one before ended, read from the index in its order.
    const ids = (page: Page) => page.items.map((r) => r.messageId);
    const second = await history(tokens.admin, 'pageNumber=2&pageSize=10');
    expect(ids(second.body)).toEqual(ids(admin.body).slice(10, 20));
    expect(admin.body.totalRecords).toBeGreaterThan(10);
    expect((await history(tokens.admin, 'pageSize=7')).status).toBe(400);
  });
});

describe('a blast of 2,000 recipients', () => {
  it('is queued in well under a second, and the worker feeds SES at its paced rate (recipients, not calls)', async () => {
    const subject = `Outbox 2000 ${tag}`;
    const started = performance.now();
    const queued = await enqueueMail(mail(subject, { bcc: bccs(2000, 'big') }));
    const queuedMs = performance.now() - started;
    expect(queued).toMatchObject({ recipients: 2000, batches: 40 });
    expect(queuedMs).toBeLessThan(1000);
    const mails = await waitForMails(subject, 40, 60_000);
    const sentMs = performance.now() - started;
    expect(new Set(deliveriesOf(mails)).size).toBe(2000);
    // The local stack's MAIL_SEND_RATE (200/s) shared by MAIL_WORKER_CONCURRENCY (2) workers: 100 recipients a second
    // for the one local poller, so 2,000 take about 20 s (the first batch goes at once).
    const rate = Number(need('MAIL_SEND_RATE')) / MAIL_WORKER_CONCURRENCY;
    expect(sentMs).toBeGreaterThan(((2000 - 50) / rate) * 1000 * 0.95);
    expect(sentMs).toBeLessThan((2000 / rate) * 1000 * 1.5);
  }, 90_000);
});
