import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { batchGet, putItems } from '../batch.ts';
import {
  type EmailBatch,
  EmailBatchEntity,
  emailBatchKey,
  emailBatchPatterns,
  sesMessageKeys,
} from '../entities/email-batch.entity.ts';
import { EmailDailyCountEntity } from '../entities/email-daily-count.entity.ts';
import { type EmailEvent, EmailEventEntity, emailEventPatterns } from '../entities/email-event.entity.ts';
import {
  EMAIL_MESSAGE_MONTHS,
  type EmailMessage,
  EmailMessageEntity,
  emailMessagePatterns,
} from '../entities/email-message.entity.ts';
import { type EmailSuppression, EmailSuppressionEntity } from '../entities/email-suppression.entity.ts';
import { firstAudit, fromItem, patternQuery, toItem } from '../entity.ts';
import { queryKey, queryKeyPage, queryPattern } from '../query-pattern.ts';

/*
 * The outbox's items: messages with their batches and events, suppressed addresses and the per-user daily counts.
 * Counters on a message are only ever ADDed, and each ADD rides in a transaction with the conditional write it
 * counts (a batch marked sent, an event recorded once), so a redelivery can neither send twice nor count twice.
 */

/** Epoch seconds `months` from `from` (DynamoDB's TTL attribute). */
const expiresAfterMonths = (from: Date, months: number) => {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() + months);
  return Math.floor(at.getTime() / 1000);
};

const isConditionFailure = (error: unknown) =>
  ['TransactionCanceledException', 'ConditionalCheckFailedException'].includes(
    (error as { name?: string } | undefined)?.name ?? '',
  );

/**
 * Adds `recipients` to `username`'s count of `day` unless that passes `cap`: true when it fitted. One conditional
 * ADD, so two sends racing cannot both pass the cap.
 */
export async function reserveDailyRecipients(username: string, day: string, recipients: number, cap: number) {
  if (recipients > cap) return false;
  const key = EmailDailyCountEntity.key(`${username}#${day}`);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: key,
        UpdateExpression: 'ADD #recipients :n SET #type = :type, #expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#recipients) OR #recipients <= :room',
        ExpressionAttributeNames: { '#recipients': 'recipients', '#type': 'type', '#expiresAt': 'expiresAt' },
        ExpressionAttributeValues: {
          ':n': recipients,
          ':room': cap - recipients,
          ':type': EmailDailyCountEntity.name,
          ':expiresAt': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 2 * 86_400,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Which of `addresses` (lower-cased) are suppressed, with why: one BatchGet, 100 keys a call. */
export async function suppressedAmong(addresses: readonly string[]): Promise<Map<string, EmailSuppression['reason']>> {
  const found = new Map<string, EmailSuppression['reason']>();
  if (addresses.length === 0) return found;
  await batchGet(
    addresses.map((address) => EmailSuppressionEntity.key(address)),
    (item) => {
      const suppression = fromItem<EmailSuppression>(item);
      found.set(suppression.id, suppression.reason);
    },
    { lanes: 4, fields: ['id', 'reason'] },
  );
  return found;
}

/** Records (or refreshes) a suppressed address. */
export async function suppress(suppression: EmailSuppression): Promise<void> {
  await putItems([{ ...toItem(EmailSuppressionEntity, suppression, firstAudit('ses')) }]);
}

/** Writes a new message and its batches (BatchWrite, 25 a call): ids are new, nothing can be overwritten. */
export async function writeMessage(message: EmailMessage, batches: readonly EmailBatch[]): Promise<void> {
  const audit = firstAudit(message.sentBy, message.createdAt);
  const expiresAt = expiresAfterMonths(new Date(message.createdAt), EMAIL_MESSAGE_MONTHS);
  await putItems(
    [
      { ...toItem(EmailMessageEntity, message, audit), expiresAt },
      ...batches.map((batch) => ({ ...toItem(EmailBatchEntity, batch, audit), expiresAt })),
    ],
    { lanes: 2 },
  );
}

/** A batch as stored now (a consistent read: the worker decides on it whether to send). */
export async function getBatch(messageId: string, n: number): Promise<EmailBatch | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: emailBatchKey(messageId, n), ConsistentRead: true }),
  );
  return Item ? fromItem<EmailBatch>(Item) : undefined;
}

/** The message's counter update, to ride in a transaction. */
const addToMessage = (messageId: string, counter: keyof EmailMessage) => ({
  Update: {
    TableName: env.tableName,
    Key: EmailMessageEntity.key(messageId),
    UpdateExpression: 'ADD #counter :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#counter': counter },
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/**
 * Marks the batch sent with SES's message id and counts it on the message, unless it is marked sent already: false
 * then (another delivery of the same SQS message sent it too; logged by the caller).
 */
export async function markBatchSent(messageId: string, n: number, sesMessageId: string): Promise<boolean> {
  const index = sesMessageKeys(sesMessageId);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env.tableName,
              Key: emailBatchKey(messageId, n),
              UpdateExpression:
                'SET #status = :sent, sesMessageId = :ses, sentAt = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, #version = #version + :one',
              ConditionExpression: 'attribute_exists(pk) AND #status <> :sent',
              ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
              ExpressionAttributeValues: {
                ':sent': 'sent',
                ':ses': sesMessageId,
                ':now': new Date().toISOString(),
                ':gsi1pk': index.gsi1pk,
                ':gsi1sk': index.gsi1sk,
                ':one': 1,
              },
            },
          },
          addToMessage(messageId, 'batchesSent'),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Marks a queued batch failed for good (its last attempt, or a refusal SES will repeat) and counts it. */
export async function markBatchFailed(messageId: string, n: number, failure: string): Promise<boolean> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env.tableName,
              Key: emailBatchKey(messageId, n),
              UpdateExpression: 'SET #status = :failed, failure = :failure, #version = #version + :one',
              ConditionExpression: '#status = :queued',
              ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
              ExpressionAttributeValues: { ':failed': 'failed', ':queued': 'queued', ':failure': failure, ':one': 1 },
            },
          },
          addToMessage(messageId, 'batchesFailed'),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The batch SES accepted as `sesMessageId`, if it is one of ours. */
export async function batchOfSesMessage(sesMessageId: string): Promise<EmailBatch | undefined> {
  for await (const item of queryPattern(emailBatchPatterns, 'bySesMessageId', [sesMessageId], { Limit: 1 }))
    return fromItem<EmailBatch>(item);
  return undefined;
}

const EVENT_COUNTERS = { bounced: 'bounced', complained: 'complained', delivered: 'delivered' } as const;

/**
 * Records one event of one recipient and counts it on the message, once: false when it was recorded before (a
 * redelivered event).
 */
export async function recordEvent(event: EmailEvent): Promise<boolean> {
  const item = toItem(EmailEventEntity, event, firstAudit('ses', event.at));
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: env.tableName,
              Item: { ...item, expiresAt: expiresAfterMonths(new Date(event.at), EMAIL_MESSAGE_MONTHS) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          addToMessage(event.messageId, EVENT_COUNTERS[event.kind]),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A message as stored now (consistent: the worker decides on its counts whether it ended). */
export async function getMessage(messageId: string): Promise<EmailMessage | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: EmailMessageEntity.key(messageId), ConsistentRead: true }),
  );
  return Item ? fromItem<EmailMessage>(Item) : undefined;
}

/** Marks the message's delivery report as queued, once: false when another worker did first. */
export async function claimReport(messageId: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: EmailMessageEntity.key(messageId),
        UpdateExpression: 'SET reportedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(reportedAt)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The recipients' events of a message (bounces, complaints, deliveries), read with its partition. */
export async function eventsOf(messageId: string): Promise<EmailEvent[]> {
  const events: EmailEvent[] = [];
  for await (const item of queryPattern(emailEventPatterns, 'ofMessage', [messageId]))
    events.push(fromItem<EmailEvent>(item));
  return events;
}

/** Messages newest first: every sender's, or one sender's. */
/**
 * One page of the send history, newest first, read from the index in its order: only the items up to the page's
 * end are read (`Limit`), and the total is counted by the index (`Select: COUNT`, no item returned), so a page costs
 * what it shows, not the whole 13 months.
 */
export async function listMessagesPage(
  sentBy: string | undefined,
  page: { pageNumber: number; pageSize: number },
): Promise<{ messages: EmailMessage[]; total: number }> {
  const key =
    sentBy === undefined
      ? patternQuery(emailMessagePatterns, 'all', [])
      : patternQuery(emailMessagePatterns, 'bySender', [sentBy]);
  const start = (page.pageNumber - 1) * page.pageSize;
  const end = start + page.pageSize;
  const messages: EmailMessage[] = [];
  let read = 0;
  for await (const item of queryKey(key, { ScanIndexForward: false, Limit: end })) {
    if (read++ >= start) messages.push(fromItem<EmailMessage>(item));
    if (read >= end) break;
  }
  let total = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const counted = await queryKeyPage(key, { Select: 'COUNT', ExclusiveStartKey });
    total += counted.Count ?? 0;
    ExclusiveStartKey = counted.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { messages, total };
}
