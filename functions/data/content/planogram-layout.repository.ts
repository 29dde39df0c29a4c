import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { batchWrite, deleteItems, putItems, type WriteRequest } from '../batch.ts';
import { PlanogramEntity } from '../entities/planogram.entity.ts';
import { type PlanogramCell, PlanogramCellPatterns } from '../entities/planogram-cell.entity.ts';
import { type Audit, firstAudit, fromItem } from '../entity.ts';
import { queryPattern, queryPatternPage } from '../query-pattern.ts';
import { cellItem, cellKey } from './planogram-items.ts';

/*
 * Layout cells of a planogram (planogram-cell.entity.ts): a page of rows is one sort-key range of the planogram's
 * partition, read with one Query and replaced with batch writes (brief P2).
 */

export type StoredCell = PlanogramCell & Audit;

/**
 * A stored cell as a record. `row` is also the name of the compact-row attribute the kit strips from every item
 * (entity.ts STORAGE_ATTRIBUTES, projected by gsi4/gsi5), so a cell's row is put back from the item here.
 */
const cellFromItem = (item: Record<string, unknown>): StoredCell => ({
  ...fromItem<PlanogramCell>(item),
  row: Number(item.row),
});

/** The cells starting in rows from..to: one Query (a page of 100 × 20 cells is ~2,000 small items, under 1 MB). */
export async function cellsOfRows(planogramId: number, fromRow: number, toRow: number): Promise<StoredCell[]> {
  const cells: StoredCell[] = [];
  for await (const item of queryPattern(PlanogramCellPatterns, 'ofRows', [planogramId, fromRow, toRow]))
    cells.push(cellFromItem(item));
  return cells;
}

/** Every cell of the planogram (copy, the shrink check). */
export async function allCells(planogramId: number): Promise<StoredCell[]> {
  const cells: StoredCell[] = [];
  for await (const item of queryPattern(PlanogramCellPatterns, 'all', [planogramId])) cells.push(cellFromItem(item));
  return cells;
}

/** Does a cell start in a row after `row` (Limit 1)? The shrink check of numberOfRows. */
export async function hasCellsAfterRow(planogramId: number, row: number): Promise<PlanogramCell | undefined> {
  const page = await queryPatternPage(PlanogramCellPatterns, 'ofRows', [planogramId, row + 1, 99_999], { Limit: 1 });
  return page.Items?.[0] as PlanogramCell | undefined;
}

/**
 * Replaces the cells of rows from..to with `cells` (already checked): puts the new ones, deletes the positions no
 * longer used, and ADDs the difference to the head's count. Batch writes in lanes: a page is up to a few thousand
 * items, more than a transaction holds; a failure midway leaves the page part-saved and the same save repeated
 * finishes it (the positions are the keys).
 */
export async function replaceCellsOfRows(
  planogramId: number,
  fromRow: number,
  toRow: number,
  cells: Omit<PlanogramCell, 'id'>[],
  existing: readonly PlanogramCell[],
  by: string,
): Promise<number> {
  const audit = firstAudit(by);
  const kept = new Set(cells.map((c) => `${c.row}#${c.column}`));
  const gone = existing.filter((c) => c.row >= fromRow && c.row <= toRow && !kept.has(`${c.row}#${c.column}`));
  const requests: WriteRequest[] = [
    ...cells.map((c) => ({ PutRequest: { Item: cellItem(c, audit) } })),
    ...gone.map((c) => ({ DeleteRequest: { Key: cellKey(c) } })),
  ];
  await batchWrite(requests, { lanes: 4 });
  const delta = cells.length - existing.length;
  if (delta !== 0) await addToCellCount(planogramId, delta);
  return delta;
}

/** ADDs to the head's layout cell count. */
export async function addToCellCount(planogramId: number, delta: number): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: PlanogramEntity.key(planogramId),
      UpdateExpression: 'ADD layoutCellsCount :n',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':n': delta },
    }),
  );
}

/** Puts checked cells and rows of a new planogram content (import, copy), 4 batches in flight. */
export async function putContent(items: readonly Record<string, unknown>[]): Promise<void> {
  await putItems(items, { lanes: 4 });
}

/** Undoes `putContent` after a failure: deletes what may have been written. */
export const deleteContent = (keys: Parameters<typeof deleteItems>[0]) => deleteItems(keys, { lanes: 4 });

export { cellItem, cellKey };
