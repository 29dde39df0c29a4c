import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import {
  ExportScheduleEntity,
  type ExportScheduleRecord,
} from '../../functions/data/entities/export-schedule.entity.ts';
import {
  dueSchedules,
  editSchedule,
  exportSchedules,
  listSchedules,
  moveNextRun,
  recordLastRun,
} from '../../functions/data/export-schedules/export-schedules.repository.ts';
import { nextId } from '../../functions/data/repository.ts';

/** A schedule stored straight through the repository (the scheduler's side of it), due at `nextRunAt`. */
async function storedSchedule(nextRunAt: string | undefined, fields: Partial<ExportScheduleRecord> = {}) {
  const record: ExportScheduleRecord = {
    id: await nextId(ExportScheduleEntity.name),
    name: 'Repository test',
    kind: 'contacts',
    parameters: {},
    recurrence: { frequency: 'daily' },
    time: '06:00',
    timeZone: 'America/Toronto',
    recipients: [{ type: 'address', address: 'ops@example.com' }],
    sendEmpty: false,
    paused: false,
    nextRunAt,
    owner: 'admin',
    ...fields,
  };
  return exportSchedules.create(record, 'test');
}

/** The stored item with its storage attributes (the due index keys). */
async function rawItem(id: number) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: ExportScheduleEntity.key(id), ConsistentRead: true }),
  );
  return Item;
}

// Far-future slots: the scheduler running on the same stack never finds these due.
const SLOT_A = '2098-01-01T00:00:00.001Z';
const SLOT_B = '2098-01-01T00:00:00.002Z';
const SLOT_C = '2098-01-01T00:00:00.003Z';

describe('export schedules repository (the scheduler’s writes)', () => {
  it('lists due schedules oldest slot first, up to now', async () => {
    const later = await storedSchedule(SLOT_B);
    const earlier = await storedSchedule(SLOT_A);
    const mine = (items: { id: number }[]) =>
      items.map((s) => s.id).filter((id) => id === later.id || id === earlier.id);
    expect(mine(await dueSchedules(new Date(SLOT_B), 1000))).toEqual([earlier.id, later.id]);
    expect(mine(await dueSchedules(new Date(SLOT_A), 1000))).toEqual([earlier.id]);
    expect((await listSchedules()).map((s) => s.id)).toEqual(expect.arrayContaining([earlier.id, later.id]));
  });

  it('moves the next run only from the expected slot, without moving version, and keeps the due index in step', async () => {
    const schedule = await storedSchedule(SLOT_A);
    expect(await moveNextRun(schedule.id, SLOT_B, SLOT_C)).toBe(false);
    expect(await moveNextRun(schedule.id, SLOT_A, SLOT_C)).toBe(true);
    // A second tick with the old expectation finds it moved.
    expect(await moveNextRun(schedule.id, SLOT_A, SLOT_C)).toBe(false);
    const item = await rawItem(schedule.id);
    expect(item).toMatchObject({
      nextRunAt: SLOT_C,
      version: 1,
      gsi2sk: ExportScheduleEntity.indexes?.gsi2?.({ ...schedule, nextRunAt: SLOT_C })?.sk,
    });
    const due = (await dueSchedules(new Date(SLOT_B), 1000)).map((s) => s.id);
    expect(due).not.toContain(schedule.id);

    expect(await moveNextRun(schedule.id, SLOT_C, undefined)).toBe(true);
    const removed = await rawItem(schedule.id);
    expect(removed?.nextRunAt).toBeUndefined();
    expect(removed?.gsi2pk).toBeUndefined();
    expect(await moveNextRun(schedule.id, undefined, SLOT_A)).toBe(true);
    expect((await rawItem(schedule.id))?.nextRunAt).toBe(SLOT_A);
  });

  it('leaves a paused or deleted schedule alone', async () => {
    const paused = await storedSchedule(undefined, { paused: true });
    expect(await moveNextRun(paused.id, undefined, SLOT_A)).toBe(false);
    expect((await rawItem(paused.id))?.nextRunAt).toBeUndefined();

    const gone = await storedSchedule(SLOT_A);
    await exportSchedules.remove(gone.id);
    expect(await moveNextRun(gone.id, SLOT_A, SLOT_B)).toBe(false);
    await recordLastRun(gone.id, { runId: SLOT_A, status: 'succeeded' });
    expect(await rawItem(gone.id)).toBeUndefined();
  });

  it('records the last run without moving version, and an admin edit keeps it', async () => {
    const schedule = await storedSchedule(SLOT_A);
    // The admin's form was read before the run finished.
    const read = await exportSchedules.getOrThrow(schedule.id);
    await recordLastRun(schedule.id, { runId: SLOT_A, status: 'succeeded', rows: 3 });
    expect((await rawItem(schedule.id))?.version).toBe(1);
    const edited = await editSchedule(read, { name: 'Renamed', nextRunAt: SLOT_B }, 'admin');
    expect(edited).toMatchObject({
      name: 'Renamed',
      version: 2,
      nextRunAt: SLOT_B,
      lastRun: { runId: SLOT_A, rows: 3 },
    });
    expect(await rawItem(schedule.id)).toMatchObject({ gsi2sk: `${SLOT_B}#${String(schedule.id).padStart(10, '0')}` });
    // A second edit from the same stale read is refused.
    await expect(editSchedule(read, { name: 'Again' }, 'admin')).rejects.toMatchObject({ statusCode: 409 });
    // Pausing removes the next run and leaves the due index.
    const paused = await editSchedule(edited, { paused: true, nextRunAt: undefined }, 'admin');
    expect(paused.nextRunAt).toBeUndefined();
    const item = await rawItem(schedule.id);
    expect(item?.gsi2pk).toBeUndefined();
    expect(item?.nextRunAt).toBeUndefined();
  });
});
