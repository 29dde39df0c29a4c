import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Consumer group: the category a product belongs to (beverages, frozen...) (001 §3 Master data).
 *
 * | access pattern                  | pattern | index | key                                                    |
 * |---------------------------------|---------|-------|--------------------------------------------------------|
 * | consumer group by id            |         | table | pk `CONSUMERGROUPS`, sk `CONSUMERGROUP#<id, 8 digits>` |
 * | all consumer groups             | `all`   | table | pk `CONSUMERGROUPS`                                    |
 * | consumer group code is unique   |         | table | marker `UNIQUE#consumerGroup.code#<code>`              |
 *
 * A short list read whole by pickers and the product filter: one partition, one Query.
 */
export interface ConsumerGroup {
  id: number;
  code: string;
  description: string;
  isInactive: boolean;
}

export const CONSUMER_GROUPS_PARTITION = 'CONSUMERGROUPS';

export const ConsumerGroupEntity = defineEntity<ConsumerGroup>({
  name: 'consumerGroup',
  key: (id) => ({ pk: CONSUMER_GROUPS_PARTITION, sk: `CONSUMERGROUP#${String(id).padStart(8, '0')}` }),
  unique: [{ label: 'code', value: (g) => g.code }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const ConsumerGroupPatterns = definePatterns({
  /** all consumer groups */
  all: { index: 'table', key: () => ({ pk: CONSUMER_GROUPS_PARTITION }) },
});
