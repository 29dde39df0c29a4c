import {
  type SystemList,
  type SystemListCode,
  type SystemListItem,
  type SystemListItemForm,
  SystemListItemSchema,
  SystemListSchema,
} from '@shelfline/shared/contracts/system-list.contract';
import * as z from 'zod';
import { api } from '../../app/api.ts';

export const systemListKeys = {
  lists: ['systemLists'] as const,
  items: (list: string) => ['systemLists', list, 'items'] as const,
};

export const systemListsApi = {
  lists: (): Promise<SystemList[]> => api.get('systemLists', { schema: z.array(SystemListSchema) }),
  /** Every item (the Active? filter works in the browser). */
  items: (list: string): Promise<SystemListItem[]> =>
    api.get(`systemLists/${encodeURIComponent(list)}/items?includeInactive=true`, {
      schema: z.array(SystemListItemSchema),
    }),
  create: (list: SystemListCode, input: SystemListItemForm): Promise<SystemListItem> =>
    api.post('systemLists/items', { ...input, systemListId: list }, { schema: SystemListItemSchema }),
  update: (item: SystemListItem, input: SystemListItemForm): Promise<SystemListItem> =>
    api.put(
      `systemLists/items/${item.id}`,
      { ...input, systemListId: item.systemListId, version: item.version },
      { schema: SystemListItemSchema },
    ),
};
