import type { SystemListCode } from '@shelfline/shared/contracts/system-list.contract';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Item of a system list (001 §3: id, itemCode, value, inactive); the categories themselves are the constant
 * `SYSTEM_LISTS` of the shared contract.
 *
 * | access pattern                         | pattern  | index | key                                                    |
 * |----------------------------------------|----------|-------|--------------------------------------------------------|
 * | item by id                             |          | table | pk `SYSTEMLISTITEM#<id>`, sk `ITEM`                    |
 * | items of a list, by code               | `ofList` | gsi1  | `SYSTEMLIST#<list>#ITEMS` / `<itemCode lower>#<id>`    |
 * | itemCode is unique within its list     |          | table | marker `UNIQUE#systemListItem.itemCode#<list>#<code>`  |
 *
 * A list holds tens of items: one index partition, read whole with one Query.
 */
export interface SystemListItem {
  id: number;
  systemListId: SystemListCode;
  itemCode: string;
  value: string;
  inactive: boolean;
}

export const itemsOfSystemListKey = (list: string) => `SYSTEMLIST#${list}#ITEMS`;

export const SystemListItemEntity = defineEntity<SystemListItem>({
  name: 'systemListItem',
  key: (id) => ({ pk: `SYSTEMLISTITEM#${id}`, sk: 'ITEM' }),
  indexes: {
    gsi1: (item) => ({
      pk: itemsOfSystemListKey(item.systemListId),
      sk: `${item.itemCode.toLowerCase()}#${String(item.id).padStart(8, '0')}`,
    }),
  },
  unique: [{ label: 'itemCode', value: (item) => item.itemCode, scope: (item) => item.systemListId }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const SystemListItemPatterns = definePatterns({
  /** items of a list, by code */
  ofList: { index: 'gsi1', key: (list: string) => ({ pk: itemsOfSystemListKey(list) }) },
});
