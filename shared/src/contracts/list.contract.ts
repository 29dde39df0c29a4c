import * as z from 'zod';

/** Page sizes of the maintenance lists (001 §2, §9): 10, 20, 50, 100; 20 by default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Query strings carry booleans as text: only `true`/`1` mean true, anything else is refused. */
export const QueryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** `?includeInactive=true`: lists show active records only by default (001 §4). */
export const IncludeInactiveQuerySchema = z.object({ includeInactive: QueryBooleanSchema.optional().default(false) });

/** The list screens' 'Active?' filter (001 §4): active records (the default), inactive ones, or all. */
export const ACTIVE_FILTERS = ['active', 'inactive', 'all'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

/** `?activeFilter=active|inactive|all`: the one query field every list that can show inactive records only reads. */
export const ActiveFilterSchema = z.enum(ACTIVE_FILTERS, {
  error: `activeFilter must be one of ${ACTIVE_FILTERS.join(', ')}.`,
});

/**
 * `includeInactive` (the spec's calls) and `activeFilter` (the list screens', so 'Inactive' can be asked of a list
 * paged on the server); `activeFilter` wins when both are sent. GET stores, jobs, products and Employees extend it.
 */
export const ActiveQuerySchema = IncludeInactiveQuerySchema.extend({ activeFilter: ActiveFilterSchema.optional() });

/** The filter a list call asks for: `activeFilter` when sent, else `includeInactive` (true → all, else active only). */
export function activeFilterOf(query: { includeInactive?: boolean; activeFilter?: ActiveFilter }): ActiveFilter {
  return query.activeFilter ?? (query.includeInactive ? 'all' : 'active');
}

/**
 * Whether a list asked with `query` shows a record that is (or is not) inactive. Lists apply it before paging, so a
 * page of inactive records is full and its totals count what the filter keeps.
 */
export function showsRecord(
  query: { includeInactive?: boolean; activeFilter?: ActiveFilter },
  isInactive: boolean,
): boolean {
  const filter = activeFilterOf(query);
  return filter === 'all' || (filter === 'inactive') === isInactive;
}

/**
 * Server-side paging, sorting and text filtering for lists too big to send whole (stores of a retailer,
 * jobs, products). Pages are 1-based.
 */
export const PageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1, 'pageNumber must be 1 or more.').optional().default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `pageSize must be one of ${PAGE_SIZES.join(', ')}.`)
    .optional()
    .default(DEFAULT_PAGE_SIZE),
  sortBy: z.string().max(50).optional(),
  sortDesc: QueryBooleanSchema.optional().default(false),
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

/**
 * Paging of the lists the spec gives as plain arrays (`GET jobs`, `products`, `stores`, `Employees`, `logs`):
 * without `pageNumber` and `pageSize` the call answers the spec's whole array (searched and sorted when asked);
 * with either, one page (`Paged`) as the list screens read it. `pageOrAll` (functions/common/paging.ts) answers.
 */
export const OptionalPageQuerySchema = PageQuerySchema.extend({
  pageNumber: PageQuerySchema.shape.pageNumber.unwrap().optional(),
  pageSize: PageQuerySchema.shape.pageSize.unwrap().optional(),
});
export type OptionalPageQuery = z.output<typeof OptionalPageQuerySchema>;

/** The answer of such a list: the plain array, or a page when paging was asked. */
export function arrayOrPagedSchema<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), pagedSchema(item)]);
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pageNumber: z.number(),
    pageSize: z.number(),
    totalRecords: z.number(),
    totalFilteredRecords: z.number(),
  });
}
export interface Paged<T> {
  items: T[];
  pageNumber: number;
  pageSize: number;
  totalRecords: number;
  totalFilteredRecords: number;
}

/** Every update carries the version it was read at, so concurrent edits are detected (409), not lost. */
export const VersionSchema = z.object({ version: z.number({ error: 'version is required.' }).int().min(1) });

/** Numeric ids in paths (`retailers/{id}`). */
export const IdParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number.' }).int().positive('id must be a positive number.'),
});

/** One choice of a list's filter (a province, a store, a job…): its id and the name shown. */
export const FilterOptionSchema = z.object({ id: z.number(), name: z.string() });
export type FilterOption = z.infer<typeof FilterOptionSchema>;
