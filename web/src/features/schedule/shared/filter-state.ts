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
import { readUrl, type UrlParam, urlParam, writeUrl } from '../../../lib/url-state.ts';

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

export const isScheduleMode = (value: unknown): value is ScheduleMode =>
  typeof value === 'string' && (SCHEDULE_MODES as readonly string[]).includes(value);

/** The path's `{mode}`, matched case-insensitively (paths are, docs/decisions.md#routes-and-navigation); undefined when it names none. */
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

/** The screens' URL parameters (the mode is read from the path, or from `mode` on My Schedule). */
const SCHEDULE_PARAMS = {
  mode: urlParam.oneOf(SCHEDULE_MODES),
  category: urlParam.oneOf(SCHEDULE_CATEGORIES, 'All'),
  from: urlParam.date(),
  to: urlParam.date(),
  ...(Object.fromEntries(SCHEDULE_ID_FILTERS.map((name) => [name, urlParam.idList()])) as Record<
    ScheduleIdFilter,
    UrlParam<number[] | undefined>
  >),
  trait: urlParam.texts(200),
  hours: urlParam.numberList(),
  exceptions: urlParam.someOf(SCHEDULE_EXCEPTIONS),
  confirmation: urlParam.someOf(['notConfirmed', 'noDate'] as const),
  confirmedFrom: urlParam.date(),
  confirmedTo: urlParam.date(),
  manual: urlParam.flag(),
  search: urlParam.text(100),
  page: urlParam.page(),
  size: urlParam.pageSize(SCHEDULE_PAGE_SIZES, DEFAULT_SCHEDULE_PAGE_SIZE),
  sort: urlParam.oneOf(SCHEDULE_SORT_COLUMNS),
  desc: urlParam.flag(),
};

/** Reads the view out of the URL; anything unreadable falls back to the default rather than failing the page. */
export function parseScheduleView(
  params: URLSearchParams,
  mode: ScheduleMode,
  defaults: ScheduleDefaults,
): ScheduleView {
  const url = readUrl(SCHEDULE_PARAMS, params);
  const window = defaults.window(mode);
  const search: ScheduleSearch = { mode, category: url.category, ids: {} };
  const from = url.from ?? window.from;
  const to = url.to ?? window.to;
  if (from) search.from = from;
  if (to) search.to = to;
  for (const name of SCHEDULE_ID_FILTERS) {
    const list = url[name];
    if (list) search.ids[name] = list;
  }
  if (url.trait) search.traits = url.trait;
  if (url.hours) search.hours = url.hours;
  if (url.exceptions) search.exceptions = url.exceptions;
  const confirmation: ConfirmationSearch = {};
  if (url.confirmation?.includes('notConfirmed')) confirmation.notConfirmed = true;
  if (url.confirmation?.includes('noDate')) confirmation.confirmedWithoutDate = true;
  if (url.confirmedFrom) confirmation.fromDate = url.confirmedFrom;
  if (url.confirmedTo) confirmation.toDate = url.confirmedTo;
  if (Object.keys(confirmation).length) search.confirmation = confirmation;
  if (url.manual) search.manualEntryOnly = true;
  if (url.search) search.search = url.search;
  return { search, pageNumber: url.page, pageSize: url.size, sortBy: url.sort, sortDesc: url.desc };
}

/** Writes the view into the URL, leaving defaults out; `withMode` writes the mode too (My Schedule). */
export function writeScheduleView(
  params: URLSearchParams,
  view: ScheduleView,
  defaults: ScheduleDefaults,
  withMode: boolean,
): URLSearchParams {
  const { search } = view;
  const { confirmation } = search;
  const window = defaults.window(search.mode);
  return writeUrl(
    SCHEDULE_PARAMS,
    params,
    {
      mode: withMode ? search.mode : undefined,
      category: search.category,
      from: search.from,
      to: search.to,
      ...search.ids,
      trait: search.traits,
      hours: search.hours,
      exceptions: search.exceptions,
      confirmation: [
        ...(confirmation?.notConfirmed ? (['notConfirmed'] as const) : []),
        ...(confirmation?.confirmedWithoutDate ? (['noDate'] as const) : []),
      ],
      confirmedFrom: confirmation?.fromDate,
      confirmedTo: confirmation?.toDate,
      manual: Boolean(search.manualEntryOnly),
      search: search.search,
      page: view.pageNumber,
      size: view.pageSize,
      sort: view.sortBy,
      desc: Boolean(view.sortBy && view.sortDesc),
    },
    { mode: withMode ? defaults.mode : undefined, from: window.from, to: window.to },
  );
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
