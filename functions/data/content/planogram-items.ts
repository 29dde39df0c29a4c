import { env } from '../../common/env.ts';
import { PlanogramEntity } from '../entities/planogram.entity.ts';
import { type PlanogramCell, PlanogramCellEntity, planogramCellId } from '../entities/planogram-cell.entity.ts';
import { type Audit, type Keys, toItem } from '../entity.ts';
import type { TransactItem } from '../repository.ts';

/** The key of a cell item from its position. */
export const cellKey = (cell: Pick<PlanogramCell, 'planogramId' | 'row' | 'column'>): Keys =>
  PlanogramCellEntity.key(planogramCellId(cell.planogramId, cell.row, cell.column));

/** A cell as stored: its id is its position. */
export const cellItem = (cell: Omit<PlanogramCell, 'id'>, audit: Audit) =>
  toItem(
    PlanogramCellEntity,
    { ...cell, id: planogramCellId(cell.planogramId, cell.row, cell.column) },
    audit,
  ) as unknown as Record<string, unknown>;

/**
 * ADDs to the head's counters (brief §2.2: kept with the writes, never counted on list), conditioned on the head
 * existing, so a row is never added to a deleted planogram. The head's `version` is not bumped: a count is not an
 * edit, and the head's own edit (`updateHead`) never writes the counters.
 */
export function countOnHead(
  planogramId: number,
  delta: { dataRowsCount?: number; layoutCellsCount?: number },
): TransactItem {
  const parts = Object.entries(delta).filter(([, n]) => n !== 0);
  return {
    Update: {
      TableName: env.tableName,
      Key: PlanogramEntity.key(planogramId),
      UpdateExpression: parts.length ? `ADD ${parts.map(([name]) => `${name} :${name}`).join(', ')}` : 'SET id = id',
      ConditionExpression: 'attribute_exists(pk)',
      ...(parts.length
        ? { ExpressionAttributeValues: Object.fromEntries(parts.map(([name, n]) => [`:${name}`, n])) }
        : {}),
    },
  };
}
