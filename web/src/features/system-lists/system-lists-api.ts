import {
  type SystemListCode,
  type SystemListDto,
  type SystemListItemDto,
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
  lists: (): Promise<SystemListDto[]> => api.get('systemLists', { schema: z.array(SystemListSchema) }),
  /** Every item (the Active? filter works in the browser). */
  items: (list: string): Promise<SystemListItemDto[]> =>
    api.get(`systemLists/${encodeURIComponent(list)}/items?includeInactive=true`, {
      schema: z.array(SystemListItemSchema),
    }),
  create: (list: SystemListCode, input: SystemListItemForm): Promise<SystemListItemDto> =>
    api.post('systemLists/items', { ...input, systemListId: list }, { schema: SystemListItemSchema }),
  update: (item: SystemListItemDto, input: SystemListItemForm): Promise<SystemListItemDto> =>
    api.put(
      `systemLists/items/${item.id}`,
      { ...input, systemListId: item.systemListId, version: item.version },
      { schema: SystemListItemSchema },
    ),
};
