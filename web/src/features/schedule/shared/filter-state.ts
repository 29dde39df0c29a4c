import {
  SCHEDULE_EXCEPTIONS,
  SCHEDULE_PAGE_SIZES,
  SCHEDULE_SORT_COLUMNS,
  type ScheduleException,
  type ScheduleFilter,
  type ScheduleSortColumn,
} from '@shelfline/shared/contracts/schedule.contract';
import {
  SCHEDULE_CATEGORIES,
  SCHEDULE_MODES,
  type ScheduleCategory,
  type ScheduleMode,
} from '@shelfline/shared/schedule-rules';

/*
 * The schedule screens keep their search in the URL (bookmarkable, reloadable, shareable): `from`, `to` (the
 * earliest-date window), the id lists (`jobIds`, `storeIds`, `retailerIds`, `provinceIds`, `cityIds`,
 * `merchandiserIds`, `supervisorIds`, `accountManagerIds`: comma-separated), `trait` (repeated: a trait may hold a
 * comma), `hours` and `exceptions` (comma-separated), the confirmation filter (`confirmation`=notConfirmed,noDate;
 * `confirmedFrom`, `confirmedTo`), `manual=true`, `category`, `search`, `page` (1-based), `size`, `sort` and `desc`.
 * Defaults are left out of the URL; the mode is the path's on Schedule Maintenance and `mode` on My Schedule.
 */

export const DEFAULT_SCHEDULE_PAGE_SIZE = 20;

/** A filter as the SPA sends it (the contract's input type is opaque: it is preprocessed for the date aliases). */
export type ScheduleFilterBody = Partial<ScheduleFilter>;
/** Body of POST schedule. */
export type ScheduleListBody = ScheduleFilterBody & {
  pageNumber?: number;
  pageSize?: number;
  sortOptions?: Partial<Record<ScheduleSortColumn, boolean>>;
  includeFilterLists?: boolean;
};

export const SCHEDULE_ID_FILTERS = [
  'jobIds',
  'storeIds',
  'retailerIds',
  'provinceIds',
  'cityIds',
  'merchandiserIds',
  'supervisorIds',
  'accountManagerIds',
] as const;
export type ScheduleIdFilter = (typeof SCHEDULE_ID_FILTERS)[number];

/** The confirmation filter (000 §3.7 serviceConfirmation): the ticked kinds are OR-ed with a confirmed-date range. */
export interface ConfirmationSearch {
  notConfirmed?: boolean;
  confirmedWithoutDate?: boolean;
  fromDate?: string;
  toDate?: string;
}

/** What the search panel edits. */
export interface ScheduleSearch {
  mode: ScheduleMode;
  category: ScheduleCategory;
  /** The earliest-date window, inclusive; empty when the mode needs none (ComingDue, Late). */
  from?: string;
  to?: string;
  ids: Partial<Record<ScheduleIdFilter, number[]>>;
  traits?: string[];
  hours?: number[];
  exceptions?: ScheduleException[];
  confirmation?: ConfirmationSearch;
  /** The admin's Manual Entry Only (000 §6). */
  manualEntryOnly?: boolean;
  search?: string;
}

export interface ScheduleView {
  search: ScheduleSearch;
  /** 1-based here and in the URL; the API's page is this minus one. */
  pageNumber: number;
  pageSize: number;
  /** Absent: the screen's default sort. */
  sortBy?: ScheduleSortColumn;
  sortDesc: boolean;
}

/** A screen's defaults: the date window of a mode, its sort and (My Schedule) its mode. */
export interface ScheduleDefaults {
  mode: ScheduleMode;
  window: (mode: ScheduleMode) => { from?: string; to?: string };
  sort: Partial<Record<ScheduleSortColumn, boolean>>;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export const isScheduleMode = (value: unknown): value is ScheduleMode =>
  typeof value === 'string' && (SCHEDULE_MODES as readonly string[]).includes(value);

/** The path's `{mode}`, matched case-insensitively (paths are, DECISIONS.md); undefined when it names none. */
export function modeOfPath(raw: string | undefined): ScheduleMode | undefined {
  const lower = (raw ?? '').toLowerCase();
  return SCHEDULE_MODES.find((mode) => mode.toLowerCase() === lower);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a local date. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The current month, first to last day (000 §9: the schedule's default window). */
export function currentMonth(now: Date): { from: string; to: string } {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  return { from: isoDay(first), to: isoDay(last) };
}

/** Month to date: the first of the month to today (My Schedule, 000 §2.8). */
export function monthToDate(now: Date): { from: string; to: string } {
  return { from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: isoDay(now) };
}

/** ComingDue and Late are decided on the latest date and need no window (schedule.contract.ts). */
export const needsNoWindow = (mode: ScheduleMode) => mode === 'ComingDue' || mode === 'Late';
/** Open is refused without both dates; Saved asks them too (000 §5). */
export const needsDates = (mode: ScheduleMode) => mode === 'Open' || mode === 'Saved';

const ids = (value: string | null): number[] | undefined => {
  if (!value) return undefined;
  const list = value
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return list.length ? [...new Set(list)] : undefined;
};

/** Reads the view out of the URL; anything unreadable falls back to the default rather than failing the page. */
export function parseScheduleView(
  params: URLSearchParams,
  mode: ScheduleMode,
  defaults: ScheduleDefaults,
): ScheduleView {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO.test(value) ? value : undefined;
  };
  const window = defaults.window(mode);
  const category = params.get('category') ?? '';
  const search: ScheduleSearch = {
    mode,
    category: (SCHEDULE_CATEGORIES as readonly string[]).includes(category) ? (category as ScheduleCategory) : 'All',
    ids: {},
  };
  const from = date('from') ?? window.from;
  const to = date('to') ?? window.to;
  if (from) search.from = from;
  if (to) search.to = to;
  for (const name of SCHEDULE_ID_FILTERS) {
    const list = ids(params.get(name));
    if (list) search.ids[name] = list;
  }
  const traits = params
    .getAll('trait')
    .map((t) => t.trim().slice(0, 200))
    .filter(Boolean);
  if (traits.length) search.traits = [...new Set(traits)];
  const hours = (params.get('hours') ?? '')
    .split(',')
    .filter((h) => h.trim() !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n >= 0);
  if (hours.length) search.hours = [...new Set(hours)];
  const exceptions = (params.get('exceptions') ?? '')
    .split(',')
    .filter((e): e is ScheduleException => (SCHEDULE_EXCEPTIONS as readonly string[]).includes(e));
  if (exceptions.length) search.exceptions = [...new Set(exceptions)];
  const kinds = (params.get('confirmation') ?? '').split(',');
  const confirmation: ConfirmationSearch = {};
  if (kinds.includes('notConfirmed')) confirmation.notConfirmed = true;
  if (kinds.includes('noDate')) confirmation.confirmedWithoutDate = true;
  const confirmedFrom = date('confirmedFrom');
  const confirmedTo = date('confirmedTo');
  if (confirmedFrom) confirmation.fromDate = confirmedFrom;
  if (confirmedTo) confirmation.toDate = confirmedTo;
  if (Object.keys(confirmation).length) search.confirmation = confirmation;
  if (params.get('manual') === 'true') search.manualEntryOnly = true;
  const text = (params.get('search') ?? '').trim().slice(0, 100);
  if (text) search.search = text;
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    search,
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (SCHEDULE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SCHEDULE_PAGE_SIZE,
    sortBy: (SCHEDULE_SORT_COLUMNS as readonly string[]).includes(sort) ? (sort as ScheduleSortColumn) : undefined,
    sortDesc: params.get('desc') === 'true',
  };
}

/** Writes the view into the URL, leaving defaults out; `withMode` writes the mode too (My Schedule). */
export function writeScheduleView(
  params: URLSearchParams,
  view: ScheduleView,
  defaults: ScheduleDefaults,
  withMode: boolean,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [
    'mode',
    'category',
    'from',
    'to',
    ...SCHEDULE_ID_FILTERS,
    'trait',
    'hours',
    'exceptions',
    'confirmation',
    'confirmedFrom',
    'confirmedTo',
    'manual',
    'search',
    'page',
    'size',
    'sort',
    'desc',
  ])
    next.delete(name);
  const { search } = view;
  const window = defaults.window(search.mode);
  if (withMode && search.mode !== defaults.mode) next.set('mode', search.mode);
  if (search.category !== 'All') next.set('category', search.category);
  if (search.from && search.from !== window.from) next.set('from', search.from);
  if (search.to && search.to !== window.to) next.set('to', search.to);
  for (const name of SCHEDULE_ID_FILTERS) {
    const list = search.ids[name];
    if (list?.length) next.set(name, list.join(','));
  }
  for (const trait of search.traits ?? []) next.append('trait', trait);
  if (search.hours?.length) next.set('hours', search.hours.join(','));
  if (search.exceptions?.length) next.set('exceptions', search.exceptions.join(','));
  const { confirmation } = search;
  const kinds = [
    ...(confirmation?.notConfirmed ? ['notConfirmed'] : []),
    ...(confirmation?.confirmedWithoutDate ? ['noDate'] : []),
  ];
  if (kinds.length) next.set('confirmation', kinds.join(','));
  if (confirmation?.fromDate) next.set('confirmedFrom', confirmation.fromDate);
  if (confirmation?.toDate) next.set('confirmedTo', confirmation.toDate);
  if (search.manualEntryOnly) next.set('manual', 'true');
  if (search.search) next.set('search', search.search);
  if (view.pageNumber > 1) next.set('page', String(view.pageNumber));
  if (view.pageSize !== DEFAULT_SCHEDULE_PAGE_SIZE) next.set('size', String(view.pageSize));
  if (view.sortBy) {
    next.set('sort', view.sortBy);
    if (view.sortDesc) next.set('desc', 'true');
  }
  return next;
}

/** The filter every call of the screen sends (list, export, bulk actions, e-mail): exactly what the table shows. */
export function toScheduleFilter(search: ScheduleSearch, extra: Partial<ScheduleFilterBody> = {}): ScheduleFilterBody {
  const filter: ScheduleFilterBody = { mode: search.mode, category: search.category, ...extra };
  if (search.from) filter.earliestDate = search.from;
  if (search.to) filter.latestDate = search.to;
  for (const name of SCHEDULE_ID_FILTERS) {
    const list = search.ids[name];
    if (list?.length) filter[name] = list;
  }
  if (search.traits?.length) filter.traits = search.traits;
  if (search.hours?.length) filter.hours = search.hours;
  if (search.exceptions?.length) filter.exceptions = search.exceptions;
  if (search.confirmation && Object.keys(search.confirmation).length)
    filter.serviceConfirmation = { ...search.confirmation };
  if (search.manualEntryOnly) filter.manualEntryOnly = true;
  if (search.search) filter.search = search.search;
  return filter;
}

/** The list request of a view: the filter, the 0-based page and the sort (the screen's default when none chosen). */
export function toListRequest(
  view: ScheduleView,
  defaults: ScheduleDefaults,
  extra: Partial<ScheduleFilterBody> = {},
): ScheduleListBody {
  return {
    ...toScheduleFilter(view.search, extra),
    pageNumber: view.pageNumber - 1,
    pageSize: view.pageSize,
    sortOptions: view.sortBy ? { [view.sortBy]: view.sortDesc } : defaults.sort,
  };
}

/** How many filters beyond mode, category and window a search holds (the panel's summary). */
export function countOtherFilters(search: ScheduleSearch): number {
  const lists = SCHEDULE_ID_FILTERS.filter((name) => search.ids[name]?.length).length;
  const confirmation = search.confirmation && Object.keys(search.confirmation).length ? 1 : 0;
  return (
    lists +
    (search.traits?.length ? 1 : 0) +
    (search.hours?.length ? 1 : 0) +
    (search.exceptions?.length ? 1 : 0) +
    confirmation +
    (search.manualEntryOnly ? 1 : 0) +
    (search.search ? 1 : 0)
  );
}

/** The search panel's date checks (000 §5): both dates in Open and Saved, From not after To. */
export function searchDateErrors(
  search: Pick<ScheduleSearch, 'mode' | 'from' | 'to'>,
  messages: { dateRequired: string; startAfterEnd: string },
): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (needsDates(search.mode)) {
    if (!search.from) errors.from = messages.dateRequired;
    if (!search.to) errors.to = messages.dateRequired;
  }
  if (search.from && search.to && search.from > search.to) errors.from = messages.startAfterEnd;
  return errors;
}
