import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Failure, ValidationStep } from '@shelfline/shared/contracts/ats-failure.contract';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import {
  type InboundMail,
  InboundMailEntity,
  InboundMailPatterns,
  type InboundMailStatus,
  inboundMailKey,
} from '../entities/inbound-mail.entity.ts';
import {
  type IngestionFailure,
  IngestionFailureEntity,
  IngestionFailurePatterns,
} from '../entities/ingestion-failure.entity.ts';
import { type Audit, firstAudit, fromItem, toItem } from '../entity.ts';
import { countPattern, queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { MAIL_WRITER, mailItemFirstWrite } from './inbound-mail-first-write.ts';

/*
 * The mailbox pipeline's records: inbound mails claimed with a lease and finished under it, and the failures it
 * records (inbound-mail.entity.ts, ingestion-failure.entity.ts). Every write is conditional or idempotent, so a
 * redelivered notification or a second worker changes nothing a first one finished.
 */

const BY = MAIL_WRITER;
const DAY_MS = 24 * 60 * 60 * 1000;
const FAILURE_KEPT_DAYS = 180;

const isConditionFailure = (error: unknown) =>
  (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';
const epochSecondsAfterDays = (from: Date, days: number) => Math.floor((from.getTime() + days * DAY_MS) / 1000);

export type Claim =
  | { claimed: true; mail: InboundMail & Audit }
  /** Finished before (done, duplicate, rejected, failed) or held by another worker's lease. */
  | { claimed: false; status: InboundMailStatus };

/**
 * Takes a mail for one attempt (brief §6g.1): absent, `received`, or `processing` with an expired lease becomes
 * `processing` with a lease until `now + leaseMs` and one more attempt.
 */
export async function claimMail(
  object: { bucket: string; key: string; size: number; receivedAt: string },
  options: { leaseMs: number; now?: Date },
): Promise<Claim> {
  const now = options.now ?? new Date();
  const first = mailItemFirstWrite(object, now.toISOString());
  const id = first.id;
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: inboundMailKey(id),
        UpdateExpression: `SET #status = :processing, #leaseUntil = :lease, ${first.set} ADD #attempts :one, #version :one`,
        ConditionExpression:
          'attribute_not_exists(pk) OR #status = :received OR (#status = :processing AND #leaseUntil < :now)',
        ExpressionAttributeNames: {
          ...first.names,
          '#status': 'status',
          '#leaseUntil': 'leaseUntil',
          '#attempts': 'attempts',
          '#version': 'version',
        },
        ExpressionAttributeValues: {
          ...first.values,
          ':processing': 'processing',
          ':received': 'received',
          ':lease': new Date(now.getTime() + options.leaseMs).toISOString(),
          ':now': now.toISOString(),
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { claimed: true, mail: fromItem<InboundMail>(Attributes ?? {}) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getMail(id);
    return { claimed: false, status: current?.status ?? 'processing' };
  }
}

export async function getMail(id: string): Promise<(InboundMail & Audit) | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: inboundMailKey(id), ConsistentRead: true }),
  );
  return Item ? fromItem<InboundMail>(Item) : undefined;
}

/** What a mail's end (or the MIME step) writes on it. */
export type MailFields = Partial<
  Pick<InboundMail, 'status' | 'senderHash' | 'mailbox' | 'messageId' | 'applicantId' | 'failureId' | 'errorCode'>
>;

/**
 * The update of a mail this attempt holds (`processing` with the attempt count it claimed): its fields, and the
 * sender index when the sender is known; a finished status drops the lease. As a transaction item, so the applicant's
 * save carries it (brief §6g.11: a lost lease writes nothing).
 */
export function mailUpdateItem(mail: InboundMail, attempt: number, fields: MailFields): TransactItem {
  const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
  if (fields.status !== undefined && fields.status !== 'processing') names['#leaseUntil'] = 'leaseUntil';
  const values: Record<string, unknown> = {
    ':processing': 'processing',
    ':attempt': attempt,
    ':one': 1,
    ':now': new Date().toISOString(),
    ':by': BY,
  };
  const sets = ['#modifiedAt = :now', '#modifiedBy = :by'];
  names['#modifiedAt'] = 'modifiedAt';
  names['#modifiedBy'] = 'modifiedBy';
  names['#attempts'] = 'attempts';
  for (const [i, [name, value]] of Object.entries(fields).entries()) {
    if (value === undefined) continue;
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    sets.push(`#f${i} = :f${i}`);
  }
  const sender = fields.senderHash
    ? InboundMailEntity.indexes?.gsi2?.({ ...mail, senderHash: fields.senderHash })
    : undefined;
  if (sender) {
    values[':gsi2pk'] = sender.pk;
    values[':gsi2sk'] = sender.sk;
    sets.push('#gsi2pk = :gsi2pk', '#gsi2sk = :gsi2sk');
    names['#gsi2pk'] = 'gsi2pk';
    names['#gsi2sk'] = 'gsi2sk';
  }
  const finished = fields.status !== undefined && fields.status !== 'processing';
  return {
    Update: {
      TableName: env.tableName,
      Key: inboundMailKey(mail.id),
      UpdateExpression: `SET ${sets.join(', ')}${finished ? ' REMOVE #leaseUntil' : ''} ADD #version :one`,
      ConditionExpression: '#status = :processing AND #attempts = :attempt',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Writes `fields` on a mail this attempt holds; false when its lease was lost (another worker took it over). */
export async function updateMail(mail: InboundMail, attempt: number, fields: MailFields): Promise<boolean> {
  const { Update } = mailUpdateItem(mail, attempt, fields);
  try {
    await documentClient().send(new UpdateCommand(Update as NonNullable<typeof Update>));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** How many mails a sender (by address hash) sent since `since` (ISO instant). */
export function countSenderMails(senderHash: string, since: string): Promise<number> {
  return countPattern(InboundMailPatterns, 'ofSender', [senderHash, since]);
}

export const senderHashOf = (address: string) => createHash('sha256').update(address.toLowerCase()).digest('hex');

/** A failure's id: from the mail and the step, so a redelivery writes the same failure again. */
export const failureId = (mailId: string, step: ValidationStep) =>
  createHash('sha256').update(`${mailId}#${step}`).digest('hex').slice(0, 32);

/** Records (or records again, identically) a failure: an upsert keyed by its deterministic id. */
export async function recordFailure(failure: Failure): Promise<void> {
  const record: IngestionFailure = {
    ...failure,
    exceptionText: failure.exceptionText?.slice(0, 8 * 1024),
    expiresAt: epochSecondsAfterDays(new Date(failure.occurredUtc), FAILURE_KEPT_DAYS),
  };
  if (record.exceptionText === undefined) delete record.exceptionText;
  await documentClient().send(
    new PutCommand({
      TableName: env.tableName,
      Item: toItem(IngestionFailureEntity, record, firstAudit(BY, failure.occurredUtc)),
    }),
  );
}

export async function getFailure(id: string): Promise<Failure | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: IngestionFailureEntity.key(id) }),
  );
  return Item ? withoutAudit(fromItem<IngestionFailure>(Item)) : undefined;
}

/** The failures that occurred between two instants, newest first (the months of the window read in parallel). */
export async function failuresBetween(fromUtc: string, toUtc: string): Promise<Failure[]> {
  const months: string[] = [];
  for (const at = new Date(`${fromUtc.slice(0, 7)}-01T00:00:00Z`); at.toISOString() <= toUtc; ) {
    months.push(at.toISOString().slice(0, 7));
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  const perMonth = await Promise.all(
    months.map(async (month) => {
      const items: Failure[] = [];
      for await (const item of queryPattern(IngestionFailurePatterns, 'ofMonth', [month, fromUtc, toUtc]))
        items.push(withoutAudit(fromItem<IngestionFailure>(item)));
      return items;
    }),
  );
  return perMonth.flat().sort((a, b) => b.occurredUtc.localeCompare(a.occurredUtc) || a.id.localeCompare(b.id));
}

/** The failure as the contract has it (no audit or storage fields). */
function withoutAudit(stored: IngestionFailure & Audit): Failure {
  const { version, createdAt, createdBy, modifiedAt, modifiedBy, expiresAt, ...failure } = stored;
  return failure;
}

/** Notes the applicant a finished mail became (written after the save, which cannot know the new id beforehand). */
export async function noteMailApplicant(mailId: string, applicantId: number): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: inboundMailKey(mailId),
        UpdateExpression: 'SET applicantId = :applicant',
        ConditionExpression: '#status = :done AND attribute_not_exists(applicantId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':applicant': applicantId, ':done': 'done' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
