import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** System lists (`GET systemLists`) and their items (`GET systemLists/{list}/items`), for /systemList and pickers. */
export const systemListKeys = {
  all: ['systemLists'] as const,
  lists: ['systemLists', 'lists'] as const,
  items: (list: string | undefined, includeInactive: boolean) => ['systemLists', list, { includeInactive }] as const,
};

/** The categories, with `allowEdit`. */
export const systemListsQuery = () =>
  queryOptions({
    queryKey: systemListKeys.lists,
    queryFn: ({ signal }) => callRoute(systemListsRoutes.list, { signal }),
  });

/** A list's items (active ones, or all of them); not asked without a list. */
export const systemListItemsQuery = (list: string | undefined, includeInactive: boolean) =>
  queryOptions({
    queryKey: systemListKeys.items(list, includeInactive),
    queryFn:
      list === undefined
        ? skipToken
        : ({ signal }) =>
            callRoute(systemListsRoutes.listItems, { params: { list }, query: { includeInactive }, signal }),
  });
