import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RunTrigger } from '@shelfline/shared/contracts/export-schedule.contract';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import {
  ExportScheduleRunEntity,
  ExportScheduleRunPatterns,
  type ExportScheduleRunRecord,
  exportScheduleRunId,
} from '../entities/export-schedule-run.entity.ts';
import { type Audit, firstAudit, fromItem, toItem } from '../entity.ts';
import { countPattern, queryPattern } from '../query-pattern.ts';

/*
 * The runs of scheduled exports (export-schedule-run.entity.ts). A run is created once per schedule and period
 * (a conditional put), and moves queued → running → succeeded | empty | retrying | failed through conditional
 * updates: a duplicated tick, a redelivered message or a second worker finds the condition false and does nothing.
 * Runs are kept 13 months (DynamoDB TTL), like their files (exports/scheduled/, files bucket lifecycle).
 */

export type ExportRun = ExportScheduleRunRecord & Audit;

/** Months a run (and its file) is kept (brief §7.4 "Output"). */
export const RUN_KEPT_MONTHS = 13;

const isConditionFailure = (error: unknown) =>
  (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';

const expiresAfterMonths = (from: Date, months: number) => {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() + months);
  return Math.floor(at.getTime() / 1000);
};

/** The run id of the `n`th forced re-run of a period (`<periodKey>#F<n>`). */
export const forcedRunId = (periodKey: string, n: number) => `${periodKey}#F${n}`;

export interface NewRun {
  scheduleId: number;
  runId: string;
  periodKey: string;
  trigger: RunTrigger;
  forced: boolean;
  /** When it was queued (defaults to now). */
  now?: Date;
  by: string;
}

/** Creates a queued run unless its id exists: the run, or undefined when another tick or Run now made it first. */
export async function createRun(input: NewRun): Promise<ExportRun | undefined> {
  const now = input.now ?? new Date();
  const record: ExportScheduleRunRecord = {
    id: exportScheduleRunId(input.scheduleId, input.runId),
    runId: input.runId,
    scheduleId: input.scheduleId,
    periodKey: input.periodKey,
    trigger: input.trigger,
    forced: input.forced,
    status: 'queued',
    attempts: 0,
    queuedAt: now.toISOString(),
    recipients: [],
    expiresAt: expiresAfterMonths(now, RUN_KEPT_MONTHS),
  };
  const audit = firstAudit(input.by, now.toISOString());
  try {
    await documentClient().send(
      new PutCommand({
        TableName: env.tableName,
        Item: toItem(ExportScheduleRunEntity, record, audit),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  return { ...record, ...audit };
}

/** A run as stored now (consistent: the worker and dispatch decide on it). */
export async function getRun(scheduleId: number, runId: string): Promise<ExportRun | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: env.tableName,
      Key: ExportScheduleRunEntity.key(exportScheduleRunId(scheduleId, runId)),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem<ExportScheduleRunRecord>(Item) : undefined;
}

/**
 * Takes a run for one attempt: `queued` or `retrying` (or `running` whose lease has expired: its worker died)
 * becomes `running` with a lease until `now + leaseMs` and one more attempt. Undefined when the run is missing,
 * finished, or held by another worker's lease: the caller then leaves it alone.
 */
export async function claimRun(
  scheduleId: number,
  runId: string,
  options: { leaseMs: number; now?: Date; by: string },
): Promise<ExportRun | undefined> {
  const now = options.now ?? new Date();
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: ExportScheduleRunEntity.key(exportScheduleRunId(scheduleId, runId)),
        UpdateExpression:
          'SET #status = :running, leaseUntil = :lease, startedAt = if_not_exists(startedAt, :now), ' +
          'modifiedAt = :now, modifiedBy = :by ADD attempts :one, #version :one',
        ConditionExpression:
          'attribute_exists(pk) AND (#status IN (:queued, :retrying) OR (#status = :running AND leaseUntil < :now))',
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: {
          ':running': 'running',
          ':queued': 'queued',
          ':retrying': 'retrying',
          ':lease': new Date(now.getTime() + options.leaseMs).toISOString(),
          ':now': now.toISOString(),
          ':by': options.by,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem<ExportScheduleRunRecord>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** What an attempt's end writes on its run (the status and what it produced or why it failed). */
export type RunOutcome = Partial<
  Pick<
    ExportScheduleRunRecord,
    | 'status'
    | 'fromDate'
    | 'toDate'
    | 'finishedAt'
    | 'rows'
    | 'fileName'
    | 'fileKey'
    | 'contentType'
    | 'recipients'
    | 'deliveredTo'
    | 'error'
  >
>;

/**
 * Writes an attempt's outcome on a run this worker holds (`running` with the attempt count it claimed), and drops
 * the lease. False when the run is no longer this attempt's (its lease expired and another worker took it over).
 */
export async function finishRun(
  scheduleId: number,
  runId: string,
  attempt: number,
  outcome: RunOutcome,
  by: string,
): Promise<boolean> {
  const fields = Object.entries({ ...outcome, modifiedAt: new Date().toISOString(), modifiedBy: by }).filter(
    ([, value]) => value !== undefined,
  );
  const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
  const values: Record<string, unknown> = { ':running': 'running', ':attempt': attempt, ':one': 1 };
  const sets = fields.map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: ExportScheduleRunEntity.key(exportScheduleRunId(scheduleId, runId)),
        UpdateExpression: `SET ${sets.join(', ')} REMOVE leaseUntil ADD #version :one`,
        ConditionExpression: '#status = :running AND attempts = :attempt',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The runs of a schedule, newest period first, one page of `pageSize` (page 1 first), with how many there are. */
export async function runsOfSchedule(
  scheduleId: number,
  { pageNumber, pageSize }: { pageNumber: number; pageSize: number },
): Promise<{ items: ExportRun[]; total: number }> {
  const skip = (pageNumber - 1) * pageSize;
  const items: ExportRun[] = [];
  let seen = 0;
  for await (const item of queryPattern(ExportScheduleRunPatterns, 'ofSchedule', [scheduleId], {
    ScanIndexForward: false,
    Limit: Math.min(skip + pageSize, 1000),
  })) {
    if (seen++ < skip) continue;
    items.push(fromItem<ExportScheduleRunRecord>(item));
    if (items.length === pageSize) break;
  }
  const total = await countPattern(ExportScheduleRunPatterns, 'ofSchedule', [scheduleId]);
  return { items, total };
}

/** Takes back a run whose queue message could not be sent (still `queued`, so no worker has it): the next tick or Run now makes it again. */
export async function withdrawQueuedRun(scheduleId: number, runId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: env.tableName,
        Key: ExportScheduleRunEntity.key(exportScheduleRunId(scheduleId, runId)),
        ConditionExpression: '#status = :queued',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':queued': 'queued' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
