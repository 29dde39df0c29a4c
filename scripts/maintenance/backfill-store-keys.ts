import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { padServiceId, SERVICE_TYPE, servicesOfStoreKey } from '../../functions/data/entities/service.entity.ts';
import { traitsOfStoreKey } from '../../functions/data/entities/store-trait.entity.ts';

/*
 * The "is this store in use?" keys (`DELETE stores/{id}`, functions/data/stores.repository.ts) on items written
 * before those keys existed: gsi3 `STORE#<id>#SERVICES` on services and `STORE#<id>#TRAITS` on store traits. Every
 * write since sets them, so a table deployed before them needs this once. A Scan: a maintenance script, never a
 * request path. It sets only the two index attributes (no version bump: the records do not change), conditioned on
 * the item still existing, so it is safe while the API runs and safe to repeat.
 */

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The gsi3 key an item should carry, by its type; undefined for other items. */
function storeKeyOf(item: Record<string, unknown>): { gsi3pk: string; gsi3sk: string } | undefined {
  if (item.type === SERVICE_TYPE && typeof item.storeId === 'number' && typeof item.id === 'number')
    return { gsi3pk: servicesOfStoreKey(item.storeId), gsi3sk: padServiceId(item.id) };
  if (item.type === 'storeTrait' && typeof item.storeId === 'number')
    return {
      gsi3pk: traitsOfStoreKey(item.storeId),
      gsi3sk: `${pad(Number(item.jobId), 8)}#${pad(Number(item.traitId), 8)}`,
    };
  return undefined;
}

/** Sets the missing keys of every service and store trait of `tableName`; answers how many items it changed. */
export async function backfillStoreKeys(tableName: string): Promise<{ scanned: number; updated: number }> {
  const client = documentClient();
  let scanned = 0;
  let updated = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '(#type = :service OR #type = :trait) AND attribute_not_exists(gsi3pk)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':service': SERVICE_TYPE, ':trait': 'storeTrait' },
        ProjectionExpression: 'pk, sk, #type, id, storeId, jobId, traitId',
        ExclusiveStartKey,
      }),
    );
    scanned += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      const keys = storeKeyOf(item);
      if (!keys) continue;
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':pk': keys.gsi3pk, ':sk': keys.gsi3sk },
        }),
      );
      updated++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { scanned, updated };
}
