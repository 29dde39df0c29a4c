import type { ActiveFilter, Paged } from '@shelfline/shared/contracts/list.contract';
import { type ListState, pageQuery as listPageQuery } from './use-list-state.ts';

/**
 * The query of a server-paged list call (the shared `OptionalPageQuerySchema` plus the 'Active?' filter), as
 * `callRoute` sends it: `includeInactive` for the spec's calls and `activeFilter`, which the server prefers.
 */
export interface PageQuery {
  pageNumber: number;
  pageSize: number;
  includeInactive: boolean;
  activeFilter: ActiveFilter;
  sortBy?: string;
  sortDesc: boolean;
  search?: string;
}

/**
 * The page a list state asks for (`pageQuery` of the list state, typed as the routes read it: `sortDesc` is always
 * sent, false when unsorted). It is also part of the query key, so each page caches on its own.
 */
export function pageQuery(state: ListState): PageQuery {
  const { pageNumber, pageSize, includeInactive, activeFilter, sortBy, sortDesc, search } = listPageQuery(state);
  return {
    pageNumber,
    pageSize,
    includeInactive,
    activeFilter,
    sortDesc: sortDesc ?? false,
    ...(sortBy ? { sortBy } : {}),
    ...(search ? { search } : {}),
  };
}

/**
 * A list call the spec gives as a plain array answers one page when paging is asked (`arrayOrPagedSchema`):
 * the page, whichever shape came back.
 */
export function asPage<T>(answer: T[] | Paged<T>): Paged<T> {
  if (!Array.isArray(answer)) return answer;
  const count = answer.length;
  return { items: answer, pageNumber: 1, pageSize: count, totalRecords: count, totalFilteredRecords: count };
}

/** The same call asked without paging: its whole array. */
export function asList<T>(answer: T[] | Paged<T>): T[] {
  return Array.isArray(answer) ? answer : answer.items;
}
