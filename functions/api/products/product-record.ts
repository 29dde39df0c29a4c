import type { ProductInput } from '@shelfline/shared/contracts/product.contract';
import { BadRequestError } from '../../common/http-errors.ts';
import type { Product } from '../../data/entities/product.entity.ts';
import type { Audit } from '../../data/entity.ts';
import { consumerGroups, listConsumerGroups } from '../../data/master-data/master-data.repository.ts';

/** A product as stored, from the form's fields: the consumer group must exist (400 naming the field otherwise). */
export async function productRecord(id: number, input: Required<ProductInput>): Promise<Product> {
  const group = await consumerGroups.get(input.consumerGroupId);
  if (!group) {
    throw new BadRequestError({ consumerGroupId: [`Consumer Group ${input.consumerGroupId} was not found.`] });
  }
  return { id, ...input, consumerGroup: group.description };
}

/**
 * Products carry their group's description as stored when saved; reads show the group's current description,
 * so renaming a group needs no rewrite of its products.
 */
export async function withCurrentGroups<T extends Product & Audit>(items: readonly T[]): Promise<T[]> {
  const groups = new Map((await listConsumerGroups()).map((g) => [g.id, g.description]));
  return items.map((item) => ({ ...item, consumerGroup: groups.get(item.consumerGroupId) ?? item.consumerGroup }));
}
