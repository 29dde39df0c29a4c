import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { SERVICE_SHARDS, servicesOfDayKey } from '../../functions/data/entities/service.entity.ts';
import { daysOf } from '../../functions/data/schedule/schedule.repository.ts';
import type { BenchRow } from './measure.ts';
import { round } from './stats.ts';

/**
 * The floor of a schedule list over a window: what the bare libraries cost to read what could answer it, with no
 * product code around — every day × shard partition of the compact index (gsi4) queried at once, projecting only the
 * packed summary `row` (the smallest copy that filters, sorts and counts a service), nothing decoded. Measured in
 * the same run as the product's calls, whose time and RCU are then printed as ratios to it (machine drift cancels).
 * Answers the items read and their average `row` size.
 */
export async function readWindowFloor(from: string, to: string): Promise<{ items: number; rowBytes: number }> {
  let items = 0;
  let bytes = 0;
  const partitions = daysOf(from, to).flatMap((day) =>
    Array.from({ length: SERVICE_SHARDS }, (_, shard) => servicesOfDayKey(day, shard)),
  );
  await Promise.all(
    partitions.map(async (pk) => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient().send(
          new QueryCommand({
            TableName: env.tableName,
            IndexName: 'gsi4',
            KeyConditionExpression: 'gsi4pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
            ExpressionAttributeNames: { '#row': 'row' },
            ProjectionExpression: '#row',
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) {
          items++;
          bytes += String(item.row).length;
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }),
  );
  return { items, rowBytes: items === 0 ? 0 : Math.round(bytes / items) };
}

/** `row` with its time and RCU as ratios to the floor row (same run). */
export function withFloorRatio(row: BenchRow, floor: BenchRow): BenchRow {
  const ratio = (key: string) => {
    const value = Number(row[key]);
    const base = Number(floor[key]);
    return base > 0 ? round(value / base, 2) : '-';
  };
  return { ...row, 'time × floor': ratio('median ms'), 'RCU × floor': ratio('RCU/call') };
}
