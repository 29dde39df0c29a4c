import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { type InboundMail, inboundMailKey } from '../entities/inbound-mail.entity.ts';
import { ingestionFailureKey } from '../entities/ingestion-failure.entity.ts';
import { transact } from '../files/transaction.ts';
import { mailItemFirstWrite } from './inbound-mail-first-write.ts';

/*
 * The operations side of inbound mails (brief A5, §6g step 3): an admin's retry of a failed mail, and the end the
 * daily redrive gives a mail whose message keeps dying. Both write conditionally, so a retry races neither a worker
 * nor a second click, and a dead letter never overwrites a mail that did finish.
 */

const isConditionFailure = (error: unknown) =>
  (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';

/**
 * Makes a rejected (or dead-lettered) mail claimable again, and notes the retry on its failure, in ONE transaction:
 * the mail goes back to `received` only if it is still in the state and failure read (else 409).
 */
export async function resetMailForRetry(mail: InboundMail, failureId: string, by: string): Promise<string> {
  const now = new Date().toISOString();
  await transact(
    [
      {
        Update: {
          TableName: env.tableName,
          Key: inboundMailKey(mail.id),
          UpdateExpression:
            'SET #status = :received, retryOf = :failure, modifiedAt = :now, modifiedBy = :by ' +
            'REMOVE failureId, errorCode, leaseUntil ADD version :one',
          ConditionExpression: '#status = :status AND failureId = :failure',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':received': 'received',
            ':status': mail.status,
            ':failure': failureId,
            ':now': now,
            ':by': by,
            ':one': 1,
          },
        },
      },
      {
        Update: {
          TableName: env.tableName,
          Key: ingestionFailureKey(failureId),
          UpdateExpression: 'SET retriedUtc = :now, retryOutcome = :pending REMOVE retryApplicantId',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': now, ':pending': 'pending' },
        },
      },
    ],
    () => new ConflictError('The e-mail of this failure was retried or processed meanwhile. Reload the failure.'),
  );
  return now;
}

/** Puts a retried mail back as it was when its message could not be queued (only while nobody claimed it). */
export async function undoMailReset(mail: InboundMail, failureId: string): Promise<void> {
  try {
    await update({
      Key: inboundMailKey(mail.id),
      UpdateExpression: 'SET #status = :status, failureId = :failure, errorCode = :code REMOVE retryOf',
      ConditionExpression: '#status = :received AND retryOf = :failure',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': mail.status,
        ':failure': failureId,
        ':code': mail.errorCode ?? 'CRITICAL_INTERNAL',
        ':received': 'received',
      },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Notes what a retried mail came to on the failure that was retried (a missing failure is left missing). */
export async function noteRetryOutcome(
  failureId: string,
  outcome: 'resolved' | 'rejected',
  applicantId?: number,
): Promise<void> {
  try {
    await update({
      Key: ingestionFailureKey(failureId),
      UpdateExpression: `SET retryOutcome = :outcome, retriedUtc = if_not_exists(retriedUtc, :now)${
        applicantId === undefined ? '' : ', retryApplicantId = :applicant'
      }`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':outcome': outcome,
        ':now': new Date().toISOString(),
        ...(applicantId === undefined ? {} : { ':applicant': applicantId }),
      },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Ends a mail whose message was dead-lettered too often (the redrive job): `failed`, with its failure, unless it
 * finished meanwhile. A mail never claimed (no item yet) gets its item here, as the claim would have written it.
 * True when the mail was marked now.
 */
export async function markMailDeadLettered(
  object: { bucket: string; key: string; size: number; receivedAt: string },
  failureId: string,
): Promise<boolean> {
  const first = mailItemFirstWrite(object, new Date().toISOString());
  try {
    await update({
      Key: inboundMailKey(first.id),
      UpdateExpression: `SET #status = :failed, failureId = :failure, errorCode = :code, ${first.set} REMOVE leaseUntil ADD version :one`,
      ConditionExpression: 'attribute_not_exists(pk) OR #status IN (:received, :processing)',
      ExpressionAttributeNames: { ...first.names, '#status': 'status' },
      ExpressionAttributeValues: {
        ...first.values,
        ':failed': 'failed',
        ':failure': failureId,
        ':code': 'CRITICAL_INTERNAL',
        ':one': 1,
        ':received': 'received',
        ':processing': 'processing',
      },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** One conditional UpdateItem on the table. */
async function update(input: Omit<UpdateCommandInput, 'TableName'>): Promise<void> {
  await documentClient().send(new UpdateCommand({ TableName: env.tableName, ...input }));
}
