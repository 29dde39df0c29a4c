/**
 * A minimal Lambda with today's kit (scripts/bench/data-kit.ts measures its bundle and init beside the ElectroDB one
 * and the floor): the floor's middy + zod, then a service by id and one page of a store's services (gsi3), with the
 * entity's keys and `fromItem`, as schedule.repository.ts reads them.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import * as z from 'zod';
import { documentClient } from '../../../functions/common/aws/dynamo.ts';
import { env } from '../../../functions/common/env.ts';
import { type Service, serviceKey, servicesOfStoreKey } from '../../../functions/data/entities/service.entity.ts';
import { fromItem } from '../../../functions/data/entity.ts';

const Params = z.object({ id: z.coerce.number().int(), storeId: z.coerce.number().int() });

export const handler = middy(async (event: { pathParameters?: Record<string, string> }) => {
  const { id, storeId } = Params.parse(event.pathParameters ?? {});
  const { Item } = await documentClient().send(new GetCommand({ TableName: env.tableName, Key: serviceKey(id) }));
  const page = await documentClient().send(
    new QueryCommand({
      TableName: env.tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': servicesOfStoreKey(storeId) },
      Limit: 50,
    }),
  );
  const service = Item ? fromItem<Service>(Item) : undefined;
  const ofStore = (page.Items ?? []).map((item) => fromItem<Service>(item));
  return { statusCode: 200, body: JSON.stringify({ service, ofStore }) };
});
