import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import { planogramPartition } from '../entities/planogram.entity.ts';
import { type PlanogramCell, PlanogramCellPatterns } from '../entities/planogram-cell.entity.ts';
import {
  type PlanogramDataRow,
  PlanogramDataRowEntity,
  PlanogramDataRowPatterns,
  planogramDataSk,
} from '../entities/planogram-data-row.entity.ts';
import { uniqueMarkerItem } from '../entities/unique-marker.entity.ts';
import { type Audit, firstAudit, fromItem, type Keys, nextAudit, toItem, uniqueKey } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { cellKey, countOnHead } from './planogram-items.ts';

/*
 * Data rows of a planogram (planogram-data-row.entity.ts). A row is keyed by its planogram and its id, so these
 * functions take both (the generic repository reads by id alone). UPC and slot code are unique in the planogram:
 * their markers are written in the row's transaction, so two concurrent adds of one UPC leave one row.
 */

export type StoredDataRow = PlanogramDataRow & Audit;

const table = () => env.tableName;
const rowKey = (planogramId: number, id: number): Keys => ({
  pk: planogramPartition(planogramId),
  sk: planogramDataSk(id),
});
const markersOf = (row: PlanogramDataRow) =>
  (PlanogramDataRowEntity.unique ?? []).map((f) => uniqueKey(PlanogramDataRowEntity, f, row)).filter((k) => !!k);

/** Every data row of a planogram, in sort order (one partition range; at most a few thousand). */
export async function dataRowsOf(planogramId: number): Promise<StoredDataRow[]> {
  const rows: StoredDataRow[] = [];
  for await (const item of queryPattern(PlanogramDataRowPatterns, 'ofPlanogram', [planogramId]))
    rows.push(fromItem<PlanogramDataRow>(item));
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

export async function getDataRow(planogramId: number, id: number): Promise<StoredDataRow> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: table(), Key: rowKey(planogramId, id) }));
  if (!Item) throw new NotFoundError(`Planogram data row ${id} was not found.`);
  return fromItem<PlanogramDataRow>(Item);
}

/** Adds a row and its UPC and slot markers, and counts it on the head, in one transaction. */
export async function createDataRow(row: PlanogramDataRow, by: string): Promise<StoredDataRow> {
  const audit = firstAudit(by);
  await transactRow(row, [
    {
      Put: {
        TableName: table(),
        Item: toItem(PlanogramDataRowEntity, row, audit),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...markersOf(row).map((keys) => markerPut(keys, row.id)),
    countOnHead(row.planogramId, { dataRowsCount: 1 }),
  ]);
  return { ...row, ...audit };
}

/** Replaces a row at `expectedVersion` (409 otherwise); a changed UPC or slot moves its marker. */
export async function replaceDataRow(
  row: PlanogramDataRow,
  expectedVersion: number,
  by: string,
): Promise<StoredDataRow> {
  const current = await getDataRow(row.planogramId, row.id);
  if (current.version !== expectedVersion) throw staleRow(row.id);
  const audit = nextAudit(current, by);
  const before = markersOf(current);
  const after = markersOf(row);
  await transactRow(row, [
    {
      Put: {
        TableName: table(),
        Item: toItem(PlanogramDataRowEntity, row, audit),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      },
    },
    ...after.filter((k) => !before.some((b) => b.pk === k.pk)).map((keys) => markerPut(keys, row.id)),
    ...before.filter((k) => !after.some((a) => a.pk === k.pk)).map((Key) => ({ Delete: { TableName: table(), Key } })),
  ]);
  return { ...row, ...audit };
}

/**
 * Deletes a row, its markers and its count, and clears `planogramDataId` on the cells showing it, in one
 * transaction (brief §3c). A row shows on a cell or two; past what one transaction holds the rest are cleared after.
 */
export async function removeDataRow(planogramId: number, id: number): Promise<void> {
  const current = await getDataRow(planogramId, id);
  const cells = await cellsShowing(planogramId, id);
  const clear = cells.map(
    (cell): TransactItem => ({
      Update: {
        TableName: table(),
        Key: cellKey(cell),
        UpdateExpression: 'SET planogramDataId = :none',
        ConditionExpression: 'planogramDataId = :id',
        ExpressionAttributeValues: { ':none': 0, ':id': id },
      },
    }),
  );
  const markers = markersOf(current);
  const room = 100 - 2 - markers.length;
  await transactRow(current, [
    {
      Delete: {
        TableName: table(),
        Key: rowKey(planogramId, id),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': current.version },
      },
    },
    ...markers.map((Key) => ({ Delete: { TableName: table(), Key } })),
    countOnHead(planogramId, { dataRowsCount: -1 }),
    ...clear.slice(0, room),
  ]);
  for (const update of clear.slice(room)) {
    await documentClient()
      .send(new TransactWriteCommand({ TransactItems: [update] }))
      .catch(() => undefined); // a cell changed meanwhile no longer shows the row
  }
}

/** The cells whose `planogramDataId` is the row (a filter over the layout: one partition range, a projection). */
async function cellsShowing(planogramId: number, dataId: number): Promise<PlanogramCell[]> {
  const cells: PlanogramCell[] = [];
  for await (const item of queryPattern(PlanogramCellPatterns, 'all', [planogramId], {
    FilterExpression: 'planogramDataId = :id',
    ExpressionAttributeValues: { ':id': dataId },
    ProjectionExpression: 'id, planogramId, #row, #column, planogramDataId',
    ExpressionAttributeNames: { '#row': 'row', '#column': 'column' },
  }))
    cells.push(item as unknown as PlanogramCell);
  return cells;
}

const markerPut = (keys: Keys, ownerId: number): TransactItem => ({
  Put: { TableName: table(), Item: uniqueMarkerItem(keys, ownerId), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Runs a row's transaction; a taken UPC or slot marker answers 409 naming the field, a stale row 409. */
async function transactRow(row: PlanogramDataRow, items: TransactItem[]): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const failed = (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
    const failedPk = String(items[failed]?.Put?.Item?.pk ?? '');
    if (failed === 0) throw staleRow(row.id);
    if (failedPk.includes('.upc#')) throw new ConflictError({ upc: [`UPC ${row.upc} is already in this planogram.`] });
    if (failedPk.includes('.slot#'))
      throw new ConflictError({ slotCode: [`Slot Code ${row.slotCode} is already in this planogram.`] });
    if (failed >= 0) throw new NotFoundError(`Planogram ${row.planogramId} was not found.`);
    throw error;
  }
}

const staleRow = (id: number) =>
  new ConflictError(`Planogram data row ${id} was changed by someone else. Reload it and try again.`);

/** The items a row is stored as (row + its markers), for bulk loads of checked rows (import, copy). */
export function dataRowItems(row: PlanogramDataRow, audit: Audit): Record<string, unknown>[] {
  return [
    toItem(PlanogramDataRowEntity, row, audit) as unknown as Record<string, unknown>,
    ...markersOf(row).map((keys) => uniqueMarkerItem(keys, row.id)),
  ];
}

/** The keys of a row's UPC and slot markers (outside the planogram's partition), for deletes. */
export const dataRowMarkerKeys = (row: PlanogramDataRow): Keys[] => markersOf(row);
