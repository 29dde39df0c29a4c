import { SYSTEM_LISTS } from '@shelfline/shared/contracts/system-list.contract';
import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { implement } from '../../common/api-handler.ts';

/** `GET systemLists`: the categories that allow editing (the maintenance screen offers only those). */
export const listSystemLists = implement(systemListsRoutes.list, async () =>
  SYSTEM_LISTS.filter((list) => list.allowEdit).map((list) => ({ ...list })),
);
