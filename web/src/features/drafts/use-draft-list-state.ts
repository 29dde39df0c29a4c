import { DRAFT_PAGE_SIZES, DRAFT_SORTS } from '@shelfline/shared/contracts/draft.contract';
import {
  type ListShape,
  type ListState,
  parseListState,
  writeListState,
} from '../../components/crud/use-list-state.ts';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import type { DraftListRequest } from './drafts-api.ts';

/** The draft list sorts by Created, newest first, unless the URL says otherwise (000 §2.5, §9). */
export const DRAFT_DEFAULT_SORT: (typeof DRAFT_SORTS)[number] = 'createdOn';

/**
 * The draft list's state in the URL, as the other lists keep theirs (`?search=&active=&page=&size=&sort=&desc=`),
 * with the draft list's own page sizes (1000 too, 000 §9), sortable columns and default sort.
 */
const DRAFT_LIST: ListShape = {
  pageSizes: DRAFT_PAGE_SIZES,
  defaultPageSize: 20,
  sorts: DRAFT_SORTS,
  sortBy: DRAFT_DEFAULT_SORT,
  sortDesc: true,
};
export type DraftListState = ListState & { sortBy: string };

export const parseDraftListState = (params: URLSearchParams) => parseListState(params, DRAFT_LIST) as DraftListState;
export const writeDraftListState = (params: URLSearchParams, state: DraftListState) =>
  writeListState(params, state, DRAFT_LIST);

const DRAFT_LIST_CODEC: UrlStateCodec<DraftListState> = {
  read: parseDraftListState,
  write: writeDraftListState,
  firstPage: (state) => ({ ...state, pageNumber: 1 }),
};

/** The draft list's state, kept in the URL; `update` goes back to page 1 unless it sets the page. */
export const useDraftListState = () => useUrlState(DRAFT_LIST_CODEC);

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
