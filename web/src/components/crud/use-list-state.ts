import {
  ACTIVE_FILTERS,
  type ActiveFilter,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
} from '@shelfline/shared/contracts/list.contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod';

/** The 'Active?' filter of the maintenance lists: active records by default (001 §4); the server knows the same. */
export { ACTIVE_FILTERS, type ActiveFilter };

/**
 * A list's state as it sits in the URL (`?search=&active=&page=&size=&sort=&desc=` plus any extra
 * filters), so a filtered page can be bookmarked and reloaded. Anything unreadable falls back to its default
 * rather than failing the page.
 */
export const ListStateSchema = z.object({
  search: z.string().max(100).catch('').default(''),
  active: z.enum(ACTIVE_FILTERS).catch('active').default('active'),
  pageNumber: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  sortBy: z.string().max(50).optional().catch(undefined),
  sortDesc: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .catch(false)
    .default(false),
});
export type ListState = z.output<typeof ListStateSchema>;

/** URL parameter names: short, as users see them in bookmarks. */
const PARAMS = {
  search: 'search',
  active: 'active',
  pageNumber: 'page',
  pageSize: 'size',
  sortBy: 'sort',
  sortDesc: 'desc',
} as const satisfies Record<keyof ListState, string>;

export interface ListStateOptions<F extends string> {
  /** Names of extra text filters kept in the URL under the same name (e.g. `consumerGroupId`). */
  filters?: readonly F[];
  /** The sorting column when the URL names none. */
  defaultSortBy?: string;
  defaultSortDesc?: boolean;
}

export interface ListStateApi<F extends string> {
  state: ListState;
  /** Extra filters by name; an absent one is `undefined`. */
  filters: Readonly<Record<F, string | undefined>>;
  /**
   * Merges a change into the URL (replacing the history entry). Any change other than the page number
   * goes back to page 1, since the old page may no longer exist.
   */
  update: (patch: Partial<ListState> & { filters?: Partial<Record<F, string | undefined>> }) => void;
}

/** Parses the list state out of URL search params (exported for tests and for pages that need it outside React). */
export function parseListState(
  params: URLSearchParams,
  defaults: { sortBy?: string; sortDesc?: boolean } = {},
): ListState {
  const raw: Record<string, string> = {};
  for (const [key, name] of Object.entries(PARAMS)) {
    const value = params.get(name);
    if (value !== null && value !== '') raw[key] = value;
  }
  const state = ListStateSchema.parse(raw);
  if (state.sortBy === undefined && defaults.sortBy !== undefined) {
    return {
      ...state,
      sortBy: defaults.sortBy,
      sortDesc: raw.sortDesc ? state.sortDesc : (defaults.sortDesc ?? false),
    };
  }
  return state;
}

/** Writes a list state into search params, leaving defaults (and unrelated params) out. */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined, fallback: string | undefined) => {
    if (value === undefined || value === '' || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set(PARAMS.search, state.search.trim() ? state.search : undefined, undefined);
  set(PARAMS.active, state.active, 'active');
  set(PARAMS.pageNumber, String(state.pageNumber), '1');
  set(PARAMS.pageSize, String(state.pageSize), String(DEFAULT_PAGE_SIZE));
  set(PARAMS.sortBy, state.sortBy, undefined);
  set(PARAMS.sortDesc, state.sortDesc ? 'true' : undefined, undefined);
  return next;
}

/** The list state of the current page, kept in the URL. */
export function useListState<F extends string = never>(options: ListStateOptions<F> = {}): ListStateApi<F> {
  const [params, setParams] = useSearchParams();
  const { defaultSortBy, defaultSortDesc } = options;
  const filterNames = options.filters ?? [];
  const filterKey = filterNames.join(',');

  const state = useMemo(
    () => parseListState(params, { sortBy: defaultSortBy, sortDesc: defaultSortDesc }),
    [params, defaultSortBy, defaultSortDesc],
  );
  const filters = useMemo(() => {
    const result: Record<string, string | undefined> = {};
    for (const name of filterKey ? filterKey.split(',') : []) result[name] = params.get(name) || undefined;
    return result as Record<F, string | undefined>;
  }, [params, filterKey]);

  const update = useCallback<ListStateApi<F>['update']>(
    ({ filters: filterPatch, ...patch }) => {
      setParams(
        (current) => {
          const currentState = parseListState(current, { sortBy: defaultSortBy, sortDesc: defaultSortDesc });
          const resetPage = !('pageNumber' in patch);
          const nextState: ListState = { ...currentState, ...patch, ...(resetPage ? { pageNumber: 1 } : {}) };
          const next = writeListState(current, nextState);
          for (const [name, value] of Object.entries(filterPatch ?? {})) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaultSortBy, defaultSortDesc],
  );

  return { state, filters, update };
}

/** `includeInactive` for a list call: the server sends inactive records only when the filter asks for them. */
export function includeInactiveFor(active: ActiveFilter): boolean {
  return active !== 'active';
}

/** Whether a record passes the 'Active?' filter. */
export function matchesActive(active: ActiveFilter, inactive: boolean): boolean {
  if (active === 'all') return true;
  return active === 'inactive' ? inactive : !inactive;
}

/**
 * The query of a server-paged list call (PageQuerySchema plus `includeInactive`, `activeFilter` and any extra
 * filters), as `callRoute` takes it: `{ pageNumber: 2, pageSize: 20, sortBy: 'code', sortDesc: false, … }`.
 */
export function pageQuery<E extends Record<string, string | number | boolean | undefined>>(
  state: ListState,
  extra?: E,
) {
  const search = state.search.trim();
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    includeInactive: includeInactiveFor(state.active),
    activeFilter: state.active,
    ...(state.sortBy ? { sortBy: state.sortBy, sortDesc: state.sortDesc } : {}),
    ...(search ? { search } : {}),
    ...Object.fromEntries(Object.entries(extra ?? {}).filter(([, value]) => value !== undefined && value !== '')),
  };
}

/** The same query as a query string, for the calls not yet made through `callRoute`. */
export function pageQueryString(
  state: ListState,
  extra: Record<string, string | number | boolean | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(pageQuery(state, extra))) query.set(name, String(value));
  return query.toString();
}
