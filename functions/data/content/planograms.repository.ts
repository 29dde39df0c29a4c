import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { deleteItems, inLanes } from '../batch.ts';
import { JobTraitEntity, JobTraitPatterns } from '../entities/job-trait.entity.ts';
import { OrderPatterns } from '../entities/order.entity.ts';
import { type Planogram, PlanogramEntity, PlanogramPatterns } from '../entities/planogram.entity.ts';
import { uniqueMarkerItem } from '../entities/unique-marker.entity.ts';
import { type Audit, type Keys, uniqueKey } from '../entity.ts';
import { queryPattern, queryPatternPage } from '../query-pattern.ts';
import { createRepository } from '../repository.ts';

/*
 * Planogram heads (planogram.entity.ts). The head's editable fields are written by `updateHead` (SET, conditioned on
 * version), never the counters, which rows and cells ADD in their own transactions; so an edit of the head and an
 * added row never overwrite each other.
 */
export const planograms = createRepository(PlanogramEntity, PlanogramPatterns);

export type StoredPlanogram = Planogram & Audit;

const table = () => env.tableName;
const codeMarker = (p: Pick<Planogram, 'planogramCode'>) =>
  uniqueKey(PlanogramEntity, PlanogramEntity.unique?.[0] as never, p as Planogram) as Keys;

/** Every planogram, by code: one partition of the index (hundreds), the counts read from the heads. */
export const listAllPlanograms = () => planograms.queryAll('all');

export const getPlanogram = (id: number) => planograms.getOrThrow(id, 'planogram');

const EDITABLE = [
  'planogramCode',
  'category',
  'planogramType',
  'comments',
  'numberOfColumns',
  'numberOfRows',
  'numberOfHeaderRows',
  'inactive',
] as const;
export type PlanogramEdit = Pick<Planogram, (typeof EDITABLE)[number]>;

/**
 * Writes the head's editable fields at `expectedVersion` (409 otherwise), moving the code marker when the code
 * changes (409 naming `planogramCode` when taken). Answers the head as written.
 */
export async function updateHead(
  current: StoredPlanogram,
  edit: PlanogramEdit,
  expectedVersion: number,
  by: string,
): Promise<StoredPlanogram> {
  const now = new Date().toISOString();
  const set = EDITABLE.filter((f) => edit[f] !== undefined);
  const remove = EDITABLE.filter((f) => edit[f] === undefined);
  const codeChanged = current.planogramCode !== edit.planogramCode;
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':one': 1, ':now': now, ':by': by };
  for (const f of set) values[`:${f}`] = edit[f];
  values[':gsi1sk'] = edit.planogramCode.trim().toLowerCase();
  const update = [...set.map((f) => `#${f} = :${f}`), 'modifiedAt = :now', 'modifiedBy = :by', 'gsi1sk = :gsi1sk'];
  const items = [
    {
      Update: {
        TableName: table(),
        Key: PlanogramEntity.key(current.id),
        UpdateExpression: `SET ${update.join(', ')} ADD version :one${remove.length ? ` REMOVE ${remove.map((f) => `#${f}`).join(', ')}` : ''}`,
        ConditionExpression: 'version = :expected',
        ExpressionAttributeNames: Object.fromEntries(EDITABLE.map((f) => [`#${f}`, f])),
        ExpressionAttributeValues: values,
      },
    },
    ...(codeChanged
      ? [
          {
            Put: {
              TableName: table(),
              Item: uniqueMarkerItem(codeMarker(edit), current.id),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Delete: { TableName: table(), Key: codeMarker(current) } },
        ]
      : []),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failed === 0)
        throw new ConflictError(`Planogram ${current.id} was changed by someone else. Reload it and try again.`);
      if (failed === 1) throw codeTaken(edit.planogramCode);
    }
    throw error;
  }
  const kept = Object.fromEntries(Object.entries(current).filter(([k]) => !(remove as readonly string[]).includes(k)));
  return { ...(kept as StoredPlanogram), ...edit, version: current.version + 1, modifiedAt: now, modifiedBy: by };
}

export const codeTaken = (code: string) =>
  new ConflictError({ planogramCode: [`Planogram Code '${code}' is already used.`] });

/** How many job traits show the planogram: their keys from the traits' sparse index (a few per planogram). */
export async function traitCountOfPlanogram(planogramId: number): Promise<number> {
  let traits = 0;
  for await (const _ of queryPattern(JobTraitPatterns, 'ofPlanogram', [planogramId], { ProjectionExpression: 'pk' }))
    traits++;
  return traits;
}

/** Whether an order was taken on the planogram (one key read from the orders' sparse index by planogram). */
export async function hasOrders(planogramId: number): Promise<boolean> {
  const page = await queryPatternPage(OrderPatterns, 'ofPlanogram', [planogramId], { Limit: 1 });
  return (page.Count ?? 0) > 0;
}

/**
 * Rewrites the planogram code copied on the traits that show the planogram (after a rename). Each is a field update
 * conditioned on the trait still showing this planogram, so a trait moved meanwhile keeps its own; a repeat is
 * harmless. Runs after the head's transaction: a trait read between the two still shows the old code for a moment.
 */
export async function renameOnTraits(planogramId: number, planogramCode: string): Promise<number> {
  const ids: number[] = [];
  for await (const item of queryPattern(JobTraitPatterns, 'ofPlanogram', [planogramId], { ProjectionExpression: 'id' }))
    ids.push(Number(item.id));
  await inLanes(ids, 4, async (id) => {
    await documentClient()
      .send(
        new UpdateCommand({
          TableName: table(),
          Key: JobTraitEntity.key(id),
          UpdateExpression: 'SET planogramCode = :code ADD version :one',
          ConditionExpression: 'planogramId = :id',
          ExpressionAttributeValues: { ':code': planogramCode, ':id': planogramId, ':one': 1 },
        }),
      )
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      });
  });
  return ids.length;
}

/**
 * Deletes a planogram: the head and its code marker first (conditioned on its version, so it leaves the list at
 * once), then every item of its partition and the rows' UPC and slot markers, in lanes.
 */
export async function removePlanogramWhole(current: StoredPlanogram, rowMarkers: Keys[]): Promise<void> {
  await documentClient()
    .send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: PlanogramEntity.key(current.id),
              ConditionExpression: 'version = :v',
              ExpressionAttributeValues: { ':v': current.version },
            },
          },
          { Delete: { TableName: table(), Key: codeMarker(current) } },
        ],
      }),
    )
    .catch((error: unknown) => {
      if (error instanceof TransactionCanceledException)
        throw new ConflictError(`Planogram ${current.id} was changed by someone else. Reload it and try again.`);
      throw error;
    });
  const keys: Keys[] = [...rowMarkers];
  for await (const item of queryPattern(PlanogramPatterns, 'whole', [current.id], { ProjectionExpression: 'pk, sk' }))
    keys.push({ pk: String(item.pk), sk: String(item.sk) });
  await deleteItems(keys, { lanes: 4 });
}

/**
 * Claims an empty planogram for an import (001 §4: only when data and layout are empty): sets the counts (and
 * numberOfRows when AutoPopulate grows it) if both are still 0, so two imports at once cannot both write. 409 when
 * the planogram has data or layout.
 */
export async function claimEmptyForImport(
  planogramId: number,
  counts: { dataRowsCount: number; layoutCellsCount: number; numberOfRows: number },
): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: PlanogramEntity.key(planogramId),
        UpdateExpression: 'SET dataRowsCount = :rows, layoutCellsCount = :cells, numberOfRows = :height',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(dataRowsCount) OR dataRowsCount = :zero) AND (attribute_not_exists(layoutCellsCount) OR layoutCellsCount = :zero)',
        ExpressionAttributeValues: {
          ':rows': counts.dataRowsCount,
          ':cells': counts.layoutCellsCount,
          ':height': counts.numberOfRows,
          ':zero': 0,
        },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw importRefused();
    throw error;
  }
}

export const importRefused = () =>
  new ConflictError('Import is only possible while the planogram has no data rows and no layout.');

/** Undoes a claim whose writes failed: the counts back to 0 (the rows written are deleted by the caller). */
export async function releaseImportClaim(planogramId: number, numberOfRows: number): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: PlanogramEntity.key(planogramId),
      UpdateExpression: 'SET dataRowsCount = :zero, layoutCellsCount = :zero, numberOfRows = :height',
      ExpressionAttributeValues: { ':zero': 0, ':height': numberOfRows },
    }),
  );
}
