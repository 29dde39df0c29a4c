import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { products } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';
import { productRecord } from './product-record.ts';

/** The code is unique (409 naming `code`); the consumer group must exist (400 naming `consumerGroupId`). */
export const create = implement(productsRoutes.create, async ({ body, auth }) => {
  const record = await productRecord(await nextId(products.entity.name), body);
  return respond(201, await products.create(record, auth.username));
});
