import type {
  SystemListCode,
  SystemListItem,
  SystemListItemForm,
} from '@shelfline/shared/contracts/system-list.contract';
import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { callRoute } from '../../app/api.ts';

/** The writes of /systemList (its reads are the factories of `queries/system-lists.ts`). */
export const systemListsApi = {
  create: (list: SystemListCode, input: SystemListItemForm): Promise<SystemListItem> =>
    callRoute(systemListsRoutes.createItem, { body: { ...input, systemListId: list } }),
  update: (item: SystemListItem, input: SystemListItemForm): Promise<SystemListItem> =>
    callRoute(systemListsRoutes.updateItem, {
      params: { id: item.id },
      body: { ...input, systemListId: item.systemListId, version: item.version },
    }),
};
