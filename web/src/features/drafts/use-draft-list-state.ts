import { DRAFT_PAGE_SIZES, DRAFT_SORTS } from '@shelfline/shared/contracts/draft.contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod';
import { ACTIVE_FILTERS, type ListState } from '../../components/crud/use-list-state.ts';
import type { DraftListRequest } from './drafts-api.ts';

/** The draft list sorts by Created, newest first, unless the URL says otherwise (000 §2.5, §9). */
export const DRAFT_DEFAULT_SORT: (typeof DRAFT_SORTS)[number] = 'createdOn';
const DEFAULT_SIZE = 20;

/**
 * The draft list's state in the URL, as the other lists keep theirs (`?search=&active=&page=&size=&sort=&desc=`),
 * with the draft list's own page sizes (1000 too, 000 §9) and default sort. Unreadable values fall back to defaults.
 */
const DraftListStateSchema = z.object({
  search: z.string().max(100).catch('').default(''),
  active: z.enum(ACTIVE_FILTERS).catch('active').default('active'),
  pageNumber: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (DRAFT_PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_SIZE)
    .default(DEFAULT_SIZE),
  sortBy: z.enum(DRAFT_SORTS).catch(DRAFT_DEFAULT_SORT).default(DRAFT_DEFAULT_SORT),
  sortDesc: z.boolean(),
});
export type DraftListState = ListState & { sortBy: string };

const PARAMS = { search: 'search', active: 'active', pageNumber: 'page', pageSize: 'size', sortBy: 'sort' } as const;

export function parseDraftListState(params: URLSearchParams): DraftListState {
  const raw: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(PARAMS)) {
    const value = params.get(name);
    if (value !== null && value !== '') raw[key] = value;
  }
  // With no (readable) sort in the URL the default is Created descending; a chosen column sorts ascending unless `desc`.
  const desc = params.get('desc');
  const chosenSort = (DRAFT_SORTS as readonly unknown[]).includes(raw.sortBy);
  raw.sortDesc = desc === null || !chosenSort ? !chosenSort : desc === 'true';
  return DraftListStateSchema.parse(raw);
}

export function writeDraftListState(params: URLSearchParams, state: DraftListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };
  const isDefaultSort = state.sortBy === DRAFT_DEFAULT_SORT && state.sortDesc;
  set(PARAMS.search, state.search.trim() || undefined);
  set(PARAMS.active, state.active === 'active' ? undefined : state.active);
  set(PARAMS.pageNumber, state.pageNumber === 1 ? undefined : String(state.pageNumber));
  set(PARAMS.pageSize, state.pageSize === DEFAULT_SIZE ? undefined : String(state.pageSize));
  set(PARAMS.sortBy, isDefaultSort ? undefined : state.sortBy);
  set('desc', isDefaultSort ? undefined : String(state.sortDesc));
  return next;
}

/** The draft list's state, kept in the URL; `update` goes back to page 1 unless it sets the page. */
export function useDraftListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDraftListState(params), [params]);
  const update = useCallback(
    (patch: Partial<DraftListState>) =>
      setParams(
        (current) => {
          const base = parseDraftListState(current);
          const next = { ...base, ...patch, ...('pageNumber' in patch ? {} : { pageNumber: 1 }) };
          return writeDraftListState(current, next);
        },
        { replace: true },
      ),
    [setParams],
  );
  return { state, update };
}

/** Query of GET draftSchedules (paged): page, size, sort, search and the Active filter. */
export function draftListQuery(state: DraftListState): DraftListRequest {
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    sortBy: state.sortBy as DraftListRequest['sortBy'],
    sortDesc: state.sortDesc,
    activeFilter: state.active,
    search: state.search.trim() || undefined,
  };
}
