import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import {
  ExportScheduleEntity,
  ExportSchedulePatterns,
  type ExportScheduleRecord,
} from '../entities/export-schedule.entity.ts';
import { type Audit, fromItem, nextAudit } from '../entity.ts';
import { createRepository } from '../repository.ts';

/*
 * Scheduled exports (export-schedule.entity.ts). Two kinds of writers share a schedule:
 * - admins (the API): create, edit, pause, resume, delete; each edit moves `version` (a stale one is a 409) and sets
 *   `nextRunAt` itself. Edits are UpdateExpressions of the fields they change, never a whole-item Put, so a run that
 *   finished while the admin's form was open keeps its `lastRun`.
 * - the scheduler (tick, worker): moves `nextRunAt` and records `lastRun` WITHOUT moving `version`, so it never makes
 *   an admin's open form stale; its writes are conditional, so an admin's edit or pause in between wins.
 * The due index keys (gsi2) are always computed by the entity from the record they describe.
 */

export const exportSchedules = createRepository(ExportScheduleEntity, ExportSchedulePatterns);

export type StoredSchedule = ExportScheduleRecord & Audit;

/** Every schedule, by id (one partition of a few hundred at most, every page). */
export const listSchedules = (): Promise<StoredSchedule[]> => exportSchedules.queryAll('all');

/** The schedules whose next run is at or before `now`, oldest slot first, at most `limit`. */
export async function dueSchedules(now: Date, limit = 100): Promise<StoredSchedule[]> {
  const page = await exportSchedules.query('due', [now.toISOString()], { limit });
  return page.items;
}

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';

/** The due index's keys of a schedule, from the entity: SET while it has a next run and is not paused, else REMOVE. */
function dueIndexUpdate(record: Pick<ExportScheduleRecord, 'id' | 'nextRunAt' | 'paused'>) {
  const keys = ExportScheduleEntity.indexes?.gsi2?.(record as ExportScheduleRecord);
  return keys ? { set: { gsi2pk: keys.pk, gsi2sk: keys.sk }, remove: [] } : { set: {}, remove: ['gsi2pk', 'gsi2sk'] };
}

/** An UpdateExpression that SETs `set` (undefined values are REMOVEd) and REMOVEs `remove`, with names #a0…, values :a0…. */
function updateExpression(set: Record<string, unknown>, remove: readonly string[]) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  for (const [i, [name, value]] of Object.entries(set).entries()) {
    names[`#a${i}`] = name;
    if (value === undefined) removes.push(`#a${i}`);
    else {
      values[`:a${i}`] = value;
      sets.push(`#a${i} = :a${i}`);
    }
  }
  for (const [i, name] of remove.entries()) {
    names[`#r${i}`] = name;
    removes.push(`#r${i}`);
  }
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return { expression, names, values };
}

/**
 * The scheduler moves a schedule's next run from `expected` to `next` (undefined: no next run). Only if the stored
 * `nextRunAt` is still `expected` and the schedule is not paused; `version` does not move. False when the condition
 * fails: another tick moved it first, or an admin paused, edited or deleted the schedule meanwhile.
 */
export async function moveNextRun(
  id: number,
  expected: string | undefined,
  next: string | undefined,
): Promise<boolean> {
  const due = dueIndexUpdate({ id, nextRunAt: next, paused: false });
  // nextRunAt is first, so #a0 names it in the condition too.
  const update = updateExpression({ nextRunAt: next, ...due.set }, due.remove);
  update.names['#paused'] = 'paused';
  update.values[':false'] = false;
  if (expected !== undefined) update.values[':expected'] = expected;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: ExportScheduleEntity.key(id),
        UpdateExpression: update.expression,
        ConditionExpression: `attribute_exists(pk) AND #paused = :false AND ${
          expected === undefined ? 'attribute_not_exists(#a0)' : '#a0 = :expected'
        }`,
        ExpressionAttributeNames: update.names,
        ExpressionAttributeValues: update.values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The scheduler records a run on its schedule (the list's "last run"); `version` does not move; a deleted schedule is
 * left alone, and so is a schedule whose last run started later than this one (a retried older run finishing after a
 * newer one must not put itself back as the last).
 */
export async function recordLastRun(id: number, lastRun: NonNullable<ExportScheduleRecord['lastRun']>): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: ExportScheduleEntity.key(id),
        UpdateExpression: 'SET lastRun = :lastRun',
        ...(lastRun.startedAt === undefined
          ? { ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':lastRun': lastRun } }
          : {
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(lastRun.startedAt) OR lastRun.startedAt <= :startedAt)',
              ExpressionAttributeValues: { ':lastRun': lastRun, ':startedAt': lastRun.startedAt },
            }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** What an admin's edit changes: the schedule's own fields (never lastRun, owner or id). */
export type ScheduleEdit = Partial<Omit<ExportScheduleRecord, 'id' | 'lastRun' | 'owner'>>;

/**
 * An admin's edit of `current` (as read, at its version): sets the edited fields (undefined ones are removed), the due
 * index from the result, and the audit one version up; 409 when the schedule changed (or went) since it was read.
 * `lastRun` and anything else not edited are kept as stored, not as read.
 */
export async function editSchedule(current: StoredSchedule, edit: ScheduleEdit, by: string): Promise<StoredSchedule> {
  const edited: ExportScheduleRecord = { ...current, ...edit };
  const audit = nextAudit(current, by);
  const due = dueIndexUpdate(edited);
  const update = updateExpression(
    { ...edit, ...due.set, modifiedAt: audit.modifiedAt, modifiedBy: audit.modifiedBy, version: audit.version },
    due.remove,
  );
  update.names['#version'] = 'version';
  update.values[':expected'] = current.version;
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: ExportScheduleEntity.key(current.id),
        UpdateExpression: update.expression,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: update.names,
        ExpressionAttributeValues: update.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<ExportScheduleRecord>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error))
      throw new ConflictError(`Scheduled export ${current.id} was changed by someone else. Reload it and try again.`, {
        cause: error,
      });
    throw error;
  }
}
