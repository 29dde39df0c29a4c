import {
  ACTIVE_FILTERS,
  type ActiveFilter,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
} from '@shelfline/shared/contracts/list.contract';
import { useMemo } from 'react';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import { useUrlState } from '../use-url-state.ts';

/** The 'Active?' filter of the maintenance lists: active records by default (001 §4); the server knows the same. */
export { ACTIVE_FILTERS, type ActiveFilter };

/**
 * A list's state as it sits in the URL (`?search=&active=&page=&size=&sort=&desc=` plus any extra
 * filters), so a filtered page can be bookmarked and reloaded. Anything unreadable falls back to its default
 * rather than failing the page.
 */
export interface ListState {
  search: string;
  active: ActiveFilter;
  pageNumber: number;
  pageSize: number;
  sortBy: string | undefined;
  sortDesc: boolean;
}

/** A list's own choices: its page sizes (000 §9 gives each list's), its sortable columns and its default sort. */
export interface ListShape {
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** The columns the URL may name; any column when absent. */
  sorts?: readonly string[];
  sortBy?: string;
  sortDesc?: boolean;
}

/** The URL parameters of a list (short names, as users see them in bookmarks). */
const listParams = ({ pageSizes = PAGE_SIZES, defaultPageSize = DEFAULT_PAGE_SIZE, sorts }: ListShape) => ({
  search: urlParam.text(100),
  active: urlParam.oneOf(ACTIVE_FILTERS, 'active'),
  page: urlParam.page(),
  size: urlParam.pageSize(pageSizes, defaultPageSize),
  sort: sorts ? urlParam.oneOf(sorts) : urlParam.text(50),
  desc: urlParam.flag(),
});

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

/** Parses the list state out of URL search params; with no (readable) sort, the list's default sort. */
export function parseListState(params: URLSearchParams, shape: ListShape = {}): ListState {
  const url = readUrl(listParams(shape), params);
  const state: ListState = {
    search: url.search ?? '',
    active: url.active,
    pageNumber: url.page,
    pageSize: url.size,
    sortBy: url.sort,
    sortDesc: url.desc,
  };
  if (state.sortBy !== undefined || shape.sortBy === undefined) return state;
  return { ...state, sortBy: shape.sortBy, sortDesc: params.has('desc') ? state.sortDesc : (shape.sortDesc ?? false) };
}

/** Writes a list state into search params, leaving defaults (the default sort too) and unrelated params out. */
export function writeListState(params: URLSearchParams, state: ListState, shape: ListShape = {}): URLSearchParams {
  const defaultSort = state.sortBy === shape.sortBy && state.sortDesc === (shape.sortDesc ?? false);
  return writeUrl(
    listParams(shape),
    params,
    {
      search: state.search,
      active: state.active,
      page: state.pageNumber,
      size: state.pageSize,
      sort: state.sortBy,
      desc: state.sortDesc,
    },
    defaultSort ? { sort: state.sortBy, desc: state.sortDesc } : {},
  );
}

/** The list state with its extra filters; a change names only the filters it changes (the others stay). */
type WithFilters<F extends string> = ListState & { filters: Partial<Record<F, string | undefined>> };

/** The list state of the current page, kept in the URL. */
export function useListState<F extends string = never>(options: ListStateOptions<F> = {}): ListStateApi<F> {
  const { defaultSortBy, defaultSortDesc } = options;
  const filterKey = (options.filters ?? []).join(',');
  const codec = useMemo(() => {
    const shape: ListShape = { sortBy: defaultSortBy, sortDesc: defaultSortDesc };
    const names = filterKey ? filterKey.split(',') : [];
    return {
      read: (params: URLSearchParams): WithFilters<F> => ({
        ...parseListState(params, shape),
        filters: Object.fromEntries(
          names.map((name) => [name, params.get(name) || undefined]),
        ) as WithFilters<F>['filters'],
      }),
      write: (params: URLSearchParams, { filters, ...state }: WithFilters<F>) => {
        const next = writeListState(params, state, shape);
        for (const [name, value] of Object.entries(filters)) {
          if (!names.includes(name)) continue;
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      firstPage: (state: WithFilters<F>) => ({ ...state, pageNumber: 1 }),
    };
  }, [filterKey, defaultSortBy, defaultSortDesc]);
  const { state, update } = useUrlState(codec);
  const { filters, ...list } = state;
  return { state: list, filters: filters as Record<F, string | undefined>, update };
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
