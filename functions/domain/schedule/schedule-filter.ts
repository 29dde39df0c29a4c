import type { FilterOption } from '@shelfline/shared/contracts/list.contract';
import type {
  ScheduleFilter,
  ScheduleMetadata,
  ScheduleSortColumn,
} from '@shelfline/shared/contracts/schedule.contract';
import { comingDueRange, isInMode } from '@shelfline/shared/schedule-rules';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';

/*
 * The ONE filter of the live schedule: the list, its filter lists, every bulk call, the e-mail blaster, the Excel
 * export and the map select services with these functions, so a confirmation's '{n} services' counts exactly what
 * the call then changes. Pure: the reads are in select-services.ts.
 */

export interface FilterContext {
  /** YYYY-MM-DD (UTC), for ComingDue and Late. */
  today: string;
  /** The merchandiser's current supervisor (worker directory). */
  supervisorOf: (merchandiserId: number | undefined) => number | undefined;
}

/** Where a filter's candidates come from: a window of earliest dates, or the live unfinished services by latest date. */
export type CandidateSource =
  | { kind: 'days'; from: string; to: string }
  | { kind: 'open'; fromLatest?: string; toLatest?: string };

const monthOf = (today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
};

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The window of earliest dates a filter covers: its two dates; with one date, 31 days from (or up to) it; with
 * none, the current month (000 §9).
 */
export function windowOf(filter: Pick<ScheduleFilter, 'earliestDate' | 'latestDate'>, today: string) {
  if (filter.earliestDate && filter.latestDate) return { from: filter.earliestDate, to: filter.latestDate };
  if (filter.earliestDate) return { from: filter.earliestDate, to: addDays(filter.earliestDate, 30) };
  if (filter.latestDate) return { from: addDays(filter.latestDate, -30), to: filter.latestDate };
  return monthOf(today);
}

const isOpenMode = (filter: ScheduleFilter) => filter.mode === 'ComingDue' || filter.mode === 'Late';

/**
 * ComingDue and Late are read from the open index by latest date (a window of earliest dates, if sent, then
 * narrows them); every other mode reads the window's days.
 */
export function candidateSourceOf(filter: ScheduleFilter, today: string): CandidateSource {
  if (filter.mode === 'ComingDue') {
    const range = comingDueRange(today);
    return { kind: 'open', fromLatest: range.from, toLatest: range.to };
  }
  if (filter.mode === 'Late') {
    return { kind: 'open', toLatest: addDays(today, -1) };
  }
  return { kind: 'days', ...windowOf(filter, today) };
}

/** Mode, category and window: what `totalRecords` counts. */
export function inModeAndWindow(s: ServiceSummary, filter: ScheduleFilter, today: string): boolean {
  if (!isInMode(filter.mode, s, today)) return false;
  if (filter.category !== 'All' && s.category !== filter.category) return false;
  if (isOpenMode(filter)) {
    // Defined by the latest date: a window of earliest dates narrows them only when sent.
    if (filter.earliestDate && s.earliestDate < filter.earliestDate) return false;
    if (filter.latestDate && s.earliestDate > filter.latestDate) return false;
    return true;
  }
  const window = windowOf(filter, today);
  return s.earliestDate >= window.from && s.earliestDate <= window.to;
}

const inList = <T>(list: readonly T[] | undefined, value: T | undefined) =>
  !list || list.length === 0 || (value !== undefined && list.includes(value));

/** The column filters, exceptions, confirmation filter and search (beyond mode and window). */
export function matchesColumns(s: ServiceSummary, filter: ScheduleFilter, context: FilterContext): boolean {
  if (!inList(filter.provinceIds, s.provinceId)) return false;
  if (!inList(filter.cityIds, s.cityId)) return false;
  if (!inList(filter.storeIds, s.storeId)) return false;
  if (!inList(filter.retailerIds, s.retailerId)) return false;
  if (!inList(filter.jobIds, s.jobId)) return false;
  if (!inList(filter.productIds, s.productId)) return false;
  if (!inList(filter.traits, s.trait ?? '')) return false;
  if (!inList(filter.hours, s.timeLimit)) return false;
  if (!inList(filter.merchandiserIds, s.merchandiserId)) return false;
  if (!inList(filter.accountManagerIds, s.acctManagerId)) return false;
  if (filter.supervisorIds?.length && !inList(filter.supervisorIds, context.supervisorOf(s.merchandiserId)))
    return false;
  if (filter.manualEntryOnly && !s.isManualEntry) return false;
  for (const exception of filter.exceptions ?? []) {
    if (exception === 'NoMerchandiser' && s.merchandiserId !== undefined) return false;
    if (exception === 'TemporaryMerchandiser' && !(s.merchandiserId !== undefined && s.isTemporary)) return false;
    if (exception === 'Highlighted' && !s.isHighlighted) return false;
    if (exception === 'Updated' && !s.isUpdated) return false;
  }
  const confirmation = filter.serviceConfirmation;
  if (confirmation && !matchesConfirmation(s, confirmation)) return false;
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const haystack = [s.storeNumber, s.storeName, s.jobNumber, s.productName, s.trait, s.merchandiser, s.city, s.id]
      .filter((v) => v !== undefined)
      .join(' ')
      .toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

/** serviceConfirmation{fromDate, toDate, confirmedWithoutDate, notConfirmed}: the ticked kinds are OR-ed. */
function matchesConfirmation(s: ServiceSummary, c: NonNullable<ScheduleFilter['serviceConfirmation']>): boolean {
  const byDate = c.fromDate !== undefined || c.toDate !== undefined;
  if (!byDate && !c.confirmedWithoutDate && !c.notConfirmed) return true;
  if (c.notConfirmed && s.estimatedDate === undefined) return true;
  if (c.confirmedWithoutDate && s.estimatedDate === null) return true;
  if (byDate && typeof s.estimatedDate === 'string') {
    if (c.fromDate && s.estimatedDate < c.fromDate) return false;
    if (c.toDate && s.estimatedDate > c.toDate) return false;
    return true;
  }
  return false;
}

// -------------------------------------------------------------------------------------------- sorting

type Sortable = string | number | undefined | null;
const SORT_VALUE: Record<ScheduleSortColumn, (s: ServiceSummary) => Sortable> = {
  serviceId: (s) => s.id,
  earliestDate: (s) => s.earliestDate,
  latestDate: (s) => s.latestDate,
  estimatedDate: (s) => s.estimatedDate,
  retailerName: (s) => s.retailerName,
  storeNumber: (s) => s.storeNumber,
  storeName: (s) => s.storeName,
  province: (s) => s.province,
  city: (s) => s.city,
  jobNumber: (s) => s.jobNumber,
  productName: (s) => s.productName,
  timeLimit: (s) => s.timeLimit,
  serviceType: (s) => s.serviceType,
  trait: (s) => s.trait,
  merchandiser: (s) => s.merchandiser,
  category: (s) => s.category,
};

const compareValues = (a: Sortable, b: Sortable) => {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en-CA');
};

/**
 * Default sorts (000 §9): earliest then latest date ascending for a merchandiser; earliest date descending for
 * maintenance. Ties end on the service id so pages never overlap.
 */
export function sortSummaries(
  summaries: ServiceSummary[],
  sortOptions: Partial<Record<ScheduleSortColumn, boolean>> | undefined,
  fallback: Partial<Record<ScheduleSortColumn, boolean>>,
): ServiceSummary[] {
  const options = sortOptions && Object.keys(sortOptions).length > 0 ? sortOptions : fallback;
  const order = Object.entries(options) as [ScheduleSortColumn, boolean][];
  return summaries.sort((a, b) => {
    for (const [column, descending] of order) {
      const result = compareValues(SORT_VALUE[column](a), SORT_VALUE[column](b));
      if (result !== 0) return descending ? -result : result;
    }
    return a.id - b.id;
  });
}

export const MAINTENANCE_SORT: Partial<Record<ScheduleSortColumn, boolean>> = { earliestDate: true };
export const MERCHANDISER_SORT: Partial<Record<ScheduleSortColumn, boolean>> = {
  earliestDate: false,
  latestDate: false,
};

// --------------------------------------------------------------------------------------- filter lists

/**
 * Filter lists (000 §3.6 metadata) of the services of the mode, category and window (`candidates`), so a list
 * still offers every value after one has been picked (choosing a job never hides the other jobs); the total hours
 * are those of the `filtered` services, the ones the table shows.
 */
export function filterListsOf(
  candidates: readonly ServiceSummary[],
  filtered: readonly ServiceSummary[],
  context: FilterContext & { workerName: (id: number) => string | undefined },
): ScheduleMetadata {
  const summaries = candidates;
  const maps = {
    provinces: new Map<number, string>(),
    cities: new Map<number, string>(),
    stores: new Map<number, string>(),
    retailers: new Map<number, string>(),
    jobs: new Map<number, string>(),
    merchandisers: new Map<number, string>(),
    supervisors: new Map<number, string>(),
  };
  const traits = new Set<string>();
  const hours = new Set<number>();
  let totalHours = 0;
  for (const s of summaries) {
    maps.provinces.set(s.provinceId, s.province);
    maps.cities.set(s.cityId, s.city);
    maps.stores.set(s.storeId, `${s.retailerName} ${s.storeNumber}`);
    maps.retailers.set(s.retailerId, s.retailerName);
    maps.jobs.set(s.jobId, s.jobNumber);
    if (s.merchandiserId !== undefined) {
      maps.merchandisers.set(s.merchandiserId, s.merchandiser ?? context.workerName(s.merchandiserId) ?? '');
      const supervisorId = context.supervisorOf(s.merchandiserId);
      if (supervisorId !== undefined) maps.supervisors.set(supervisorId, context.workerName(supervisorId) ?? '');
    }
    if (s.trait) traits.add(s.trait);
    hours.add(s.timeLimit);
  }
  for (const s of filtered) totalHours += s.timeLimit;
  const options = (map: Map<number, string>): FilterOption[] =>
    [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'en-CA') || a.id - b.id);
  return {
    provinces: options(maps.provinces),
    cities: options(maps.cities),
    stores: options(maps.stores),
    retailers: options(maps.retailers),
    jobs: options(maps.jobs),
    merchandisers: options(maps.merchandisers),
    supervisors: options(maps.supervisors),
    traits: [...traits].sort((a, b) => a.localeCompare(b, 'en-CA')),
    hours: [...hours].sort((a, b) => a - b),
    totalHours: Math.round(totalHours * 100) / 100,
  };
}
