import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Product: an item a supplier has merchandised, in a consumer group (001 §3 Master data).
 *
 * | access pattern                        | pattern           | index | key                                                    |
 * |---------------------------------------|-------------------|-------|--------------------------------------------------------|
 * | product by id                         |                   | table | pk `PRODUCT#<id>`, sk `PRODUCT`                        |
 * | product code is unique                |                   | table | marker `UNIQUE#product.code#<code>`                    |
 * | all products, by code                 | `all`             | gsi1  | `PRODUCTS` / `<code>`                                  |
 * | products of a consumer group, by code | `ofConsumerGroup` | gsi2  | `CONSUMERGROUP#<consumerGroupId>#PRODUCTS` / `<code>`  |
 *
 * Products grow with every job (thousands over the years), so they are not one table partition like the short
 * reference lists; the product list pages through gsi1.
 */
export interface Product {
  id: number;
  code: string;
  description1: string;
  consumerGroupId: number;
  consumerGroup: string;
  isInactive: boolean;
}

export const PRODUCTS_PARTITION = 'PRODUCTS';
export const productsOfConsumerGroupKey = (consumerGroupId: number) => `CONSUMERGROUP#${consumerGroupId}#PRODUCTS`;

export const ProductEntity = defineEntity<Product>({
  name: 'product',
  key: (id) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' }),
  indexes: {
    gsi1: (p) => ({ pk: PRODUCTS_PARTITION, sk: p.code.toLowerCase() }),
    gsi2: (p) => ({ pk: productsOfConsumerGroupKey(p.consumerGroupId), sk: p.code.toLowerCase() }),
  },
  unique: [{ label: 'code', value: (p) => p.code }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const ProductPatterns = definePatterns({
  /** all products, by code */
  all: { index: 'gsi1', key: () => ({ pk: PRODUCTS_PARTITION }) },
  /** products of a consumer group, by code */
  ofConsumerGroup: {
    index: 'gsi2',
    key: (consumerGroupId: number) => ({ pk: productsOfConsumerGroupKey(consumerGroupId) }),
  },
});
