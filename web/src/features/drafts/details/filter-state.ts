import {
  DETAIL_EXCEPTIONS,
  DETAIL_SORT_COLUMNS,
  type DetailException,
  type DetailFilterInput,
  type DetailSortColumn,
} from '@shelfline/shared/contracts/draft.contract';

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

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** `{ids}` of the path: one or several positive draft ids separated by commas (000 §2.7); [] when unreadable. */
export function parseDraftIds(raw: string | undefined): number[] {
  if (!raw) return [];
  const ids = raw.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d+$/.test(id) || Number(id) <= 0)) return [];
  return [...new Set(ids.map(Number))].slice(0, 20);
}

const numbers = (value: string | null, integer: boolean): number[] | undefined => {
  if (!value) return undefined;
  const list = value
    .split(',')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n >= 0 && (!integer || (Number.isInteger(n) && n > 0)));
  return list.length ? [...new Set(list)] : undefined;
};

/** Reads the view out of the URL's search params; anything unreadable is left out rather than failing the page. */
export function parseDetailsView(params: URLSearchParams): DetailsView {
  const ids: RowFilter['ids'] = {};
  for (const name of ID_FILTERS) {
    const list = numbers(params.get(name), true);
    if (list) ids[name] = list;
  }
  const traits = params.getAll('trait').filter((t) => t.length > 0 && t.length <= 200);
  const exceptions = (params.get('exceptions') ?? '')
    .split(',')
    .filter((e): e is DetailException => (DETAIL_EXCEPTIONS as readonly string[]).includes(e));
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO.test(value) ? value : undefined;
  };
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const filter: RowFilter = { ids };
  if (traits.length) filter.traits = traits;
  const hours = numbers(params.get('hours'), false);
  if (hours) filter.hours = hours;
  if (exceptions.length) filter.exceptions = exceptions;
  const startDate = date('from');
  const endDate = date('to');
  if (startDate) filter.startDate = startDate;
  if (endDate) filter.endDate = endDate;
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  if (search) filter.search = search;
  return {
    filter,
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (DETAIL_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_DETAIL_PAGE_SIZE,
    sortBy: (DETAIL_SORT_COLUMNS as readonly string[]).includes(sort) ? (sort as DetailSortColumn) : undefined,
    sortDesc: params.get('desc') === 'true',
  };
}

/** Writes the view into search params, leaving defaults out (other params are kept). */
export function writeDetailsView(params: URLSearchParams, view: DetailsView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [
    ...ID_FILTERS,
    'trait',
    'hours',
    'exceptions',
    'from',
    'to',
    'search',
    'page',
    'size',
    'sort',
    'desc',
  ])
    next.delete(name);
  const { filter } = view;
  for (const name of ID_FILTERS) {
    const list = filter.ids[name];
    if (list?.length) next.set(name, list.join(','));
  }
  for (const trait of filter.traits ?? []) next.append('trait', trait);
  if (filter.hours?.length) next.set('hours', filter.hours.join(','));
  if (filter.exceptions?.length) next.set('exceptions', filter.exceptions.join(','));
  if (filter.startDate) next.set('from', filter.startDate);
  if (filter.endDate) next.set('to', filter.endDate);
  if (filter.search) next.set('search', filter.search);
  if (view.pageNumber > 1) next.set('page', String(view.pageNumber));
  if (view.pageSize !== DEFAULT_DETAIL_PAGE_SIZE) next.set('size', String(view.pageSize));
  if (view.sortBy) next.set('sort', view.sortBy);
  if (view.sortBy && view.sortDesc) next.set('desc', 'true');
  return next;
}

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
