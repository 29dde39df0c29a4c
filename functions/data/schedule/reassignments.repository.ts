import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import { ReassignmentEntity, ReassignmentPatterns, type ReassignmentRecord } from '../entities/reassignment.entity.ts';
import { type Audit, fromItem, toItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import { createRepository, type TransactItem } from '../repository.ts';

/*
 * Service reassignments (reassignment.entity.ts has the key design): written only as an item of the service's own
 * transaction (reassignmentPut), read by month partitions of the window, acted once.
 */

export type StoredReassignment = ReassignmentRecord & Audit;

const reassignments = createRepository(ReassignmentEntity, ReassignmentPatterns);

/** The Put of a new reassignment, to append to the service's transaction. */
export function reassignmentPut(record: ReassignmentRecord, by: string, now: string): TransactItem {
  const audit: Audit = { version: 1, createdAt: now, createdBy: by, modifiedAt: now, modifiedBy: by };
  return {
    Put: {
      TableName: env.tableName,
      Item: toItem(ReassignmentEntity, record, audit),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export const getReassignment = (id: number) => reassignments.get(id);

/** The months (yyyy-mm) from..to touch. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) break;
    months.push(current);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** Reassignments of services whose earliest date lies in from..to (one Query per month, in parallel). */
export async function readReassignments(from: string, to: string): Promise<StoredReassignment[]> {
  const months = monthsOf(from, to);
  const parts = await Promise.all(
    months.map(async (month) => {
      const found: StoredReassignment[] = [];
      for await (const item of queryPattern(ReassignmentPatterns, 'ofMonth', [month, from, to])) {
        found.push(fromItem<ReassignmentRecord>(item));
      }
      return found;
    }),
  );
  return parts.flat();
}

/** Marks a reassignment acted (404 when missing, 409 'Already acted' when it was acted before). */
export async function actReassignment(id: number, actedBy: string, by: string): Promise<StoredReassignment> {
  const now = new Date().toISOString();
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: ReassignmentEntity.key(id),
        UpdateExpression:
          'SET isActed = :yes, actedBy = :actedBy, actedAt = :now, modifiedAt = :now, modifiedBy = :by ADD version :one',
        ConditionExpression: 'attribute_exists(pk) AND isActed = :no',
        ExpressionAttributeValues: {
          ':yes': true,
          ':no': false,
          ':actedBy': actedBy,
          ':now': now,
          ':by': by,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<ReassignmentRecord>(Attributes ?? {});
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const current = await reassignments.get(id);
    if (!current) throw new NotFoundError(`Reassignment ${id} was not found.`);
    throw new ConflictError('Already acted');
  }
}
