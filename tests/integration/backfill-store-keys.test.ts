import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { serviceKey, servicesOfStoreKey } from '../../functions/data/entities/service.entity.ts';
import { traitsOfStoreKey } from '../../functions/data/entities/store-trait.entity.ts';
import { storeTraits } from '../../functions/data/master-data/jobs.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { getService } from '../../functions/data/schedule/schedule.repository.ts';
import { backfillStoreKeys } from '../../scripts/maintenance/backfill-store-keys.ts';
import { createTestServices, serviceStock, testMonth } from '../support/services.ts';
import { must } from '../support/workers.ts';

/*
 * `npm run data:backfill-store-keys` on items written before the store-in-use keys existed: a service and a store
 * trait lose their gsi3 key (as on a table deployed earlier), the backfill gives it back without changing the
 * records, and a second run has nothing to do for them.
 */
const client = () => documentClient();
const forget = (Key: { pk: string; sk: string }) =>
  client().send(new UpdateCommand({ TableName: env.tableName, Key, UpdateExpression: 'REMOVE gsi3pk, gsi3sk' }));
const inIndex = async (pk: string) =>
  (
    (
      await client().send(
        new QueryCommand({
          TableName: env.tableName,
          IndexName: 'gsi3',
          KeyConditionExpression: 'gsi3pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        }),
      )
    ).Items ?? []
  ).map((item) => item.pk as string);

describe('backfill of the store keys', () => {
  it('gives old services and store traits their gsi3 key, without touching the records', async () => {
    const month = await testMonth();
    const service = must((await createTestServices(1, { earliestDate: month.day(3) }))[0]);
    const stock = await serviceStock();
    const trait = {
      id: await nextId('storeTrait'),
      jobId: must(stock.jobs[0]).job.id,
      traitId: 999_998,
      storeId: service.storeId,
    };
    await storeTraits.create(trait, 'test');
    const traitKey = { pk: `STORETRAIT#${trait.id}`, sk: 'STORETRAIT' };
    await forget(serviceKey(service.id));
    await forget(traitKey);
    expect(await inIndex(servicesOfStoreKey(service.storeId))).not.toContain(`SERVICE#${service.id}`);
    expect(await inIndex(traitsOfStoreKey(service.storeId))).not.toContain(traitKey.pk);

    const first = await backfillStoreKeys(env.tableName);
    expect(first.updated).toBeGreaterThanOrEqual(2);
    await expect.poll(() => inIndex(servicesOfStoreKey(service.storeId))).toContain(`SERVICE#${service.id}`);
    await expect.poll(() => inIndex(traitsOfStoreKey(service.storeId))).toContain(traitKey.pk);
    expect((await getService(service.id))?.version).toBe(service.version);
  });
});
