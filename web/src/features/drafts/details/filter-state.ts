import {
  DETAIL_EXCEPTIONS,
  DETAIL_SORT_COLUMNS,
  type DetailException,
  type DetailFilterInput,
  type DetailSortColumn,
} from '@shelfline/shared/contracts/draft.contract';
import type { UrlStateCodec } from '../../../components/use-url-state.ts';
import { readUrl, type UrlParam, urlParam, writeUrl } from '../../../lib/url-state.ts';

/** Page sizes of the details table: the schedule's (000 §9). */
export const DETAIL_PAGE_SIZES = [20, 50, 100, 500, 1000] as const;
export const DEFAULT_DETAIL_PAGE_SIZE = 20;

/** Filters holding id lists (multiselects fed by the filter lists). */
export const ID_FILTERS = [
  'retailerIds',
  'storeIds',
  'provinceIds',
  'cityIds',
  'jobIds',
  'helperJobIds',
  'productIds',
  'serviceTypeIds',
  'merchandiserIds',
  'supervisorIds',
] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

/** The details filter without the draft ids (they come from the path). */
export interface RowFilter {
  ids: Partial<Record<IdFilter, number[]>>;
  traits?: string[];
  hours?: number[];
  exceptions?: DetailException[];
  startDate?: string;
  endDate?: string;
  search?: string;
}

export interface DetailsView {
  filter: RowFilter;
  /** 1-based in the URL and here; the API's page is this minus one. */
  pageNumber: number;
  pageSize: number;
  sortBy?: DetailSortColumn;
  sortDesc: boolean;
}

/** `{ids}` of the path: one or several positive draft ids separated by commas (000 §2.7); [] when unreadable. */
export function parseDraftIds(raw: string | undefined): number[] {
  if (!raw) return [];
  const ids = raw.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d+$/.test(id) || Number(id) <= 0)) return [];
  return [...new Set(ids.map(Number))].slice(0, 20);
}

/** The view's URL parameters (defaults are left out of the URL; other parameters are kept). */
const DETAILS_PARAMS = {
  ...(Object.fromEntries(ID_FILTERS.map((name) => [name, urlParam.idList()])) as Record<
    IdFilter,
    UrlParam<number[] | undefined>
  >),
  trait: urlParam.texts(200),
  hours: urlParam.numberList(),
  exceptions: urlParam.someOf(DETAIL_EXCEPTIONS),
  from: urlParam.date(),
  to: urlParam.date(),
  search: urlParam.text(100),
  page: urlParam.page(),
  size: urlParam.pageSize(DETAIL_PAGE_SIZES, DEFAULT_DETAIL_PAGE_SIZE),
  sort: urlParam.oneOf(DETAIL_SORT_COLUMNS),
  desc: urlParam.flag(),
};

/** Reads the view out of the URL's search params; anything unreadable is left out rather than failing the page. */
export function parseDetailsView(params: URLSearchParams): DetailsView {
  const url = readUrl(DETAILS_PARAMS, params);
  const filter: RowFilter = { ids: {} };
  for (const name of ID_FILTERS) {
    const list = url[name];
    if (list) filter.ids[name] = list;
  }
  if (url.trait) filter.traits = url.trait;
  if (url.hours) filter.hours = url.hours;
  if (url.exceptions) filter.exceptions = url.exceptions;
  if (url.from) filter.startDate = url.from;
  if (url.to) filter.endDate = url.to;
  if (url.search) filter.search = url.search;
  return { filter, pageNumber: url.page, pageSize: url.size, sortBy: url.sort, sortDesc: url.desc };
}

/** Writes the view into search params, leaving defaults out (other params are kept). */
export function writeDetailsView(params: URLSearchParams, view: DetailsView): URLSearchParams {
  const { filter } = view;
  return writeUrl(DETAILS_PARAMS, params, {
    ...filter.ids,
    trait: filter.traits,
    hours: filter.hours,
    exceptions: filter.exceptions,
    from: filter.startDate,
    to: filter.endDate,
    search: filter.search,
    page: view.pageNumber,
    size: view.pageSize,
    sort: view.sortBy,
    desc: Boolean(view.sortBy && view.sortDesc),
  });
}

/** The view kept in the URL (replacing the history entry); any change but paging goes back to the first page. */
export const DETAILS_VIEW_CODEC: UrlStateCodec<DetailsView> = {
  read: parseDetailsView,
  write: writeDetailsView,
  firstPage: (view) => ({ ...view, pageNumber: 1 }),
};

/** The `metadata` of every bulk call and the filter part of details-paged: exactly what the table shows. */
export function toDetailFilter(draftIds: readonly number[], filter: RowFilter): DetailFilterInput {
  const result: DetailFilterInput = { draftIds: [...draftIds] };
  for (const name of ID_FILTERS) {
    const list = filter.ids[name];
    if (list?.length) result[name] = list;
  }
  if (filter.traits?.length) result.traits = filter.traits;
  if (filter.hours?.length) result.hours = filter.hours;
  if (filter.exceptions?.length) result.exceptions = filter.exceptions;
  if (filter.startDate) result.startDate = filter.startDate;
  if (filter.endDate) result.endDate = filter.endDate;
  if (filter.search) result.search = filter.search;
  return result;
}

export function hasAnyFilter(filter: RowFilter): boolean {
  return Object.keys(toDetailFilter([1], filter)).length > 1;
}

/**
 * The search panel's date bounds (000 §5): exclusive, and both needed once either is given. Answers the
 * message for each field, or nothing when the pair is fine.
 */
export function dateRangeErrors(
  from: string,
  to: string,
  messages: { bothDates: string; fromBeforeTo: string; toAfterFrom: string },
): { startDate?: string; endDate?: string } {
  if (!from && !to) return {};
  if (!from) return { startDate: messages.bothDates };
  if (!to) return { endDate: messages.bothDates };
  if (from >= to) return { startDate: messages.fromBeforeTo, endDate: messages.toAfterFrom };
  return {};
}
