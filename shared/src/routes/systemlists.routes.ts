import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import {
  SystemListItemCreateSchema,
  SystemListItemSchema,
  SystemListItemUpdateSchema,
  SystemListParamsSchema,
  SystemListSchema,
} from '../contracts/system-list.contract.ts';
import { defineRoute } from './route.ts';

/** System lists (001 §2, §7): maintained by admins; the items feed pickers on many screens. */
export const systemListsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'systemLists',
    access: 'masterFilesAdmin',
    summary: 'System list categories (with allowEdit)',
    response: SystemListSchema.array(),
  }),
  listItems: defineRoute({
    method: 'GET',
    path: 'systemLists/{list}/items',
    access: 'staff',
    summary: 'Items of a system list (PRDCAT, EMPTYP, EMPSTA, LANG, POSAPP, WRKHRS, MTRTYP, PLNCAT, PLNTYP)',
    params: SystemListParamsSchema,
    query: IncludeInactiveQuerySchema,
    response: SystemListItemSchema.array(),
  }),
  createItem: defineRoute({
    method: 'POST',
    path: 'systemLists/items',
    access: 'masterFilesAdmin',
    summary: 'Create a system list item (body carries the list code)',
    body: SystemListItemCreateSchema,
    response: SystemListItemSchema,
  }),
  updateItem: defineRoute({
    method: 'PUT',
    path: 'systemLists/items/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a system list item',
    params: IdParamsSchema,
    body: SystemListItemUpdateSchema,
    response: SystemListItemSchema,
  }),
} as const;
