import { showsRecord } from '@shelfline/shared/contracts/list.contract';
import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOrAll } from '../../common/paging.ts';
import { listAllProducts, listProductsOfConsumerGroup } from '../../data/master-data/master-data.repository.ts';
import { withCurrentGroups } from './product-record.ts';

/**
 * `GET products`: the spec's array without paging parameters, else one page (OptionalPageQuerySchema) of the products in code order, active ones only unless
 * `includeInactive`; `consumerGroupId` reads that group's index partition instead of every product.
 */
export const list = implement(productsRoutes.list, async ({ query }) => {
  const all = await withCurrentGroups(
    query.consumerGroupId === undefined
      ? await listAllProducts()
      : await listProductsOfConsumerGroup(query.consumerGroupId),
  );
  const shown = all.filter((p) => showsRecord(query, p.isInactive));
  return pageOrAll(shown, query, {
    searchIn: (p) => [p.code, p.description1, p.consumerGroup],
    sorts: {
      code: (p) => p.code,
      description1: (p) => p.description1,
      consumerGroup: (p) => p.consumerGroup,
      isInactive: (p) => p.isInactive,
    },
  });
});
