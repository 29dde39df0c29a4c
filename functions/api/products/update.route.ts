import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { implement } from '../../common/api-handler.ts';
import { products } from '../../data/master-data/master-data.repository.ts';
import { productRecord } from './product-record.ts';

/** Needs the version read (409 when someone changed it since); a changed code moves its uniqueness marker atomically. */
export const update = implement(productsRoutes.update, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  await products.getOrThrow(params.id);
  return products.replace(await productRecord(params.id, fields), version, auth.username);
});
