import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { implement } from '../../common/api-handler.ts';
import { products } from '../../data/master-data/master-data.repository.ts';
import { withCurrentGroups } from './product-record.ts';

export const get = implement(productsRoutes.get, async ({ params }) => {
  const product = await products.getOrThrow(params.id);
  return (await withCurrentGroups([product]))[0] ?? product;
});
