import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';

/**
 * System lists (001 §2, §3, §7): fixed categories of short code/value lists that feed pickers across the product.
 * The categories are part of the product (their codes are used by code), so they are a constant, not data;
 * their items are data.
 *
 * Editable categories (offered by `GET systemLists` and the System List Maintenance screen): PRDCAT, EMPTYP,
 * EMPSTA, LANG, POSAPP, WRKHRS, PLNCAT. Not editable: MTRTYP (travel types: each maps onto a travel calculation
 * the scheduling code implements) and PLNTYP (planogram entry types: the layout editor's behaviour depends on
 * them). Their items are still readable by everyone who uses them.
 */
export const SYSTEM_LISTS = [
  { id: 'PRDCAT', description: 'Product Commodities', allowEdit: true },
  { id: 'EMPTYP', description: 'Employment Types', allowEdit: true },
  { id: 'EMPSTA', description: 'Employment Statuses', allowEdit: true },
  { id: 'LANG', description: 'Languages', allowEdit: true },
  { id: 'POSAPP', description: 'Positions Applied For', allowEdit: true },
  { id: 'WRKHRS', description: 'Hours of Work Available', allowEdit: true },
  { id: 'MTRTYP', description: 'Travel Types', allowEdit: false },
  { id: 'PLNCAT', description: 'Planogram Categories', allowEdit: true },
  { id: 'PLNTYP', description: 'Planogram Entry Types', allowEdit: false },
] as const;
export const SYSTEM_LIST_CODES = SYSTEM_LISTS.map((list) => list.id) as [
  (typeof SYSTEM_LISTS)[number]['id'],
  ...(typeof SYSTEM_LISTS)[number]['id'][],
];
export type SystemListCode = (typeof SYSTEM_LISTS)[number]['id'];

export const SystemListSchema = z.object({ id: z.string(), description: z.string(), allowEdit: z.boolean() });
export type SystemList = z.infer<typeof SystemListSchema>;

export const SystemListItemSchema = z.object({
  id: z.number(),
  systemListId: z.enum(SYSTEM_LIST_CODES),
  itemCode: z.string(),
  value: z.string(),
  inactive: z.boolean(),
  version: z.number(),
});
export type SystemListItem = z.infer<typeof SystemListItemSchema>;

export const ITEM_CODE_MAX = 20;
export const ITEM_VALUE_MAX = 200;

const listCode = z.enum(SYSTEM_LIST_CODES, {
  error: (issue) =>
    issue.input === undefined
      ? 'System list is required.'
      : `System list must be one of ${SYSTEM_LIST_CODES.join(', ')}.`,
});

/** The item form of the SPA ('Create/Update List Item'). */
export const SystemListItemFormSchema = z.object({
  itemCode: z
    .string({ error: 'Code is required.' })
    .trim()
    .min(1, 'Code is required.')
    .max(ITEM_CODE_MAX, `Code must be at most ${ITEM_CODE_MAX} characters.`),
  value: z
    .string({ error: 'Value is required.' })
    .trim()
    .min(1, 'Value is required.')
    .max(ITEM_VALUE_MAX, `Value must be at most ${ITEM_VALUE_MAX} characters.`),
  inactive: z.boolean({ error: 'Active must be true or false.' }).optional().default(false),
});
export type SystemListItemForm = z.output<typeof SystemListItemFormSchema>;

/** Body of `POST systemLists/items` (the list code travels in the body, docs/decisions.md#api). */
export const SystemListItemCreateSchema = SystemListItemFormSchema.extend({ systemListId: listCode });
export type SystemListItemCreate = z.infer<typeof SystemListItemCreateSchema>;

/** Body of `PUT systemLists/items/{id}`. */
export const SystemListItemUpdateSchema = SystemListItemCreateSchema.extend(VersionSchema.shape);
export type SystemListItemUpdate = z.infer<typeof SystemListItemUpdateSchema>;

export const SystemListParamsSchema = z.object({ list: z.string().max(20) });
