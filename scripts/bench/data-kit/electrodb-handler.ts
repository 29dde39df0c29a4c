/**
 * The same minimal Lambda as today-handler.ts with the ElectroDB pilot's entities (electrodb-entities.ts): a service
 * by id and one page of a store's services (gsi3). The entities are built at module scope, as a Lambda would.
 */
import middy from '@middy/core';
import * as z from 'zod';
import { documentClient } from '../../../functions/common/aws/dynamo.ts';
import { env } from '../../../functions/common/env.ts';
import { electroEntities } from './electrodb-entities.ts';

const { service } = electroEntities(documentClient(), env.tableName);
const Params = z.object({ id: z.coerce.number().int(), storeId: z.coerce.number().int() });

export const handler = middy(async (event: { pathParameters?: Record<string, string> }) => {
  const { id, storeId } = Params.parse(event.pathParameters ?? {});
  const found = await service.get({ id }).go();
  const ofStore = await service.query.byStore({ storeId }).go({ limit: 50 });
  return { statusCode: 200, body: JSON.stringify({ service: found.data, ofStore: ofStore.data }) };
});
