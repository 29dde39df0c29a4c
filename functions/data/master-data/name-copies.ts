import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { backoffDelay, sleep } from '../batch.ts';
import type { KeyQuery, Keys } from '../entity.ts';
import { queryKeyPage } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';

/*
 * Names copied into other records (the spec's rows show them: a job's retailer and supplier, a store's city and
 * province) follow a rename of their source in the rename's own request:
 *
 * | copy                  | source rename       | records found by (no Scan)                                            |
 * |-----------------------|---------------------|-----------------------------------------------------------------------|
 * | job.retailer          | PUT retailers/{id}  | JobPatterns.ofRetailer (job.entity.ts)                                |
 * | job.supplier          | PUT suppliers/{id}  | JobPatterns.ofSupplier (job.entity.ts)                                |
 * | store.city            | PUT cities/{id}     | StorePatterns.ofCity (store.entity.ts)                                |
 * | store.province        | (provinces are read-only: no rename call; `refreshNameCopies` is ready for one) |
 *
 * Bounded and paged: the index is read 99 records a page, and each page is ONE transaction that sets the name on
 * the records still holding another one, together with a ConditionCheck that the source is still at the version the
 * rename wrote. If a later rename got in (the check fails), this one stops: the later rename's own refresh writes the
 * newer name everywhere, so an older name can never land last. Only the name attribute changes (not the record's
 * version), so nobody editing a job or store meanwhile gets a conflict for it; their save copies the current name
 * anyway. A city of 2,000 stores is 21 transactions.
 */

/** Records per transaction: 100 items at most, one of them the check of the source. */
const PAGE = 99;

export interface NameCopies {
  /** The renamed record and the version its rename wrote. */
  source: Keys;
  sourceVersion: number;
  /** Where the records holding a copy are listed: an access pattern of their entity (`repository.patternKey`). */
  holders: KeyQuery;
  /** The attribute holding the copy, and its new value. */
  attribute: string;
  name: string;
}

/** Writes the new name on every record holding a copy; answers how many were changed. */
export async function refreshNameCopies(copies: NameCopies): Promise<number> {
  let changed = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await queryKeyPage(copies.holders, {
      ProjectionExpression: 'pk, sk, #a',
      ExpressionAttributeNames: { '#a': copies.attribute },
      Limit: PAGE,
      ExclusiveStartKey,
    });
    ExclusiveStartKey = page.LastEvaluatedKey;
    const stale = (page.Items ?? []).filter((item) => item[copies.attribute] !== copies.name);
    if (stale.length === 0) continue;
    const written = await writePage(
      copies,
      stale.map((item) => ({ pk: item.pk, sk: item.sk }) as Keys),
    );
    if (written === undefined) return changed;
    changed += written;
  } while (ExclusiveStartKey);
  return changed;
}

/** One page in one transaction; undefined when the source moved on (a later rename refreshes instead). */
async function writePage(copies: NameCopies, keys: Keys[]): Promise<number | undefined> {
  let pending = keys;
  for (let attempt = 0; attempt < 5 && pending.length > 0; attempt++) {
    const items: TransactItem[] = [
      {
        ConditionCheck: {
          TableName: env.tableName,
          Key: copies.source,
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': copies.sourceVersion },
        },
      },
      ...pending.map((key) => ({
        Update: {
          TableName: env.tableName,
          Key: key,
          // A record deleted since the page was read is not re-created as a bare name.
          UpdateExpression: 'SET #a = :name',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#a': copies.attribute },
          ExpressionAttributeValues: { ':name': copies.name },
        },
      })),
    ];
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return pending.length;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return undefined;
      const gone = new Set<number>();
      reasons.forEach((reason, i) => {
        if (i > 0 && reason.Code === 'ConditionalCheckFailed') gone.add(i - 1);
      });
      pending = pending.filter((_, i) => !gone.has(i));
      // Otherwise a concurrent write touched one of the records: try the page again shortly.
      if (gone.size === 0) await sleep(backoffDelay(attempt));
    }
  }
  if (pending.length > 0) throw new Error(`Could not refresh ${copies.attribute} on ${pending.length} records.`);
  return 0;
}
