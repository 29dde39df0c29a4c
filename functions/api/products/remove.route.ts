import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { productHasJobProducts, products } from '../../data/master-data/master-data.repository.ts';

/** `DELETE products/{id}`: refused (409) while job products name the product. */
export const remove = implement(productsRoutes.remove, async ({ params }) => {
  const current = await products.getOrThrow(params.id);
  if (await productHasJobProducts(current.id)) {
    throw new ConflictError(`Product "${current.code}" is used by jobs. Make it inactive instead.`);
  }
  await products.remove(current.id);
  return respond(204);
});
