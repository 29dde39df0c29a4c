import type { DetailException, DetailFilter, DetailSortColumn } from '@shelfline/shared/contracts/draft.contract';
import { type RowContext, teamLeadOf } from './row-context.ts';

/*
 * The details filter (column filters + search panel, 000 §2.7) and sort, on rows in memory. The list, the CSV and
 * every bulk call (batch edit, fill, replace, remove workers) select rows with this one function, so "this
 * operation will affect n records" is exactly the rows changed.
 */

export function exceptionsOf(context: RowContext): DetailException[] {
  const { row } = context;
  const found: DetailException[] = [];
  if (!(row.hours > 0)) found.push('NoHours');
  if (row.workers.length === 0) found.push('NoWorkers');
  else if (!teamLeadOf(row)) found.push('NoTeamLead');
  if (!row.startDate || !row.endDate) found.push('NoDates');
  if (row.workers.some((w) => w.isTemporary)) found.push('TemporaryWorker');
  return found;
}

const has = <T>(list: readonly T[] | undefined, value: T | undefined) =>
  !list || list.length === 0 || (value !== undefined && list.includes(value));
const hasAny = <T>(list: readonly T[] | undefined, values: readonly (T | undefined)[]) =>
  !list || list.length === 0 || values.some((v) => v !== undefined && list.includes(v));

export function matchesFilter(context: RowContext, filter: DetailFilter): boolean {
  const { draft, row, store, job } = context;
  if (!has(filter.provinceIds, store.provinceId)) return false;
  if (!has(filter.cityIds, store.cityId)) return false;
  if (!has(filter.storeIds, row.storeId)) return false;
  if (!has(filter.retailerIds, draft.retailerId)) return false;
  if (!has(filter.jobIds, job.jobId)) return false;
  if (!has(filter.helperJobIds, job.helperJobProductId)) return false;
  if (!has(filter.productIds, job.productId)) return false;
  if (!has(filter.serviceTypeIds, row.serviceTypeId)) return false;
  if (!has(filter.traits, row.trait ?? '')) return false;
  if (!has(filter.hours, row.hours)) return false;
  if (
    !hasAny(
      filter.merchandiserIds,
      row.workers.map((w) => w.id),
    )
  )
    return false;
  if (
    !hasAny(
      filter.supervisorIds,
      row.workers.map((w) => w.supervisorId),
    )
  )
    return false;
  if (filter.startDate && (!row.endDate || row.endDate < filter.startDate)) return false;
  if (filter.endDate && (!row.startDate || row.startDate > filter.endDate)) return false;
  if (filter.exceptions && filter.exceptions.length > 0) {
    const found = exceptionsOf(context);
    if (!filter.exceptions.some((e) => found.includes(e))) return false;
  }
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const haystack = [
      String(store.storeNumber),
      store.address1,
      store.city,
      store.province,
      job.jobNumber,
      job.helperJobNumber,
      job.product,
      row.trait,
      ...row.workers.map((w) => w.name),
    ];
    if (!haystack.some((v) => v?.toLowerCase().includes(needle))) return false;
  }
  return true;
}

export function filterRows(contexts: readonly RowContext[], filter: DetailFilter): RowContext[] {
  return contexts.filter((c) => matchesFilter(c, filter));
}

const SORT_VALUES: Record<DetailSortColumn, (c: RowContext) => string | number | undefined> = {
  retailer: (c) => c.draft.retailer,
  storeNumber: (c) => c.store.storeNumber,
  province: (c) => c.store.province,
  city: (c) => c.store.city,
  job: (c) => c.job.jobNumber,
  helperJob: (c) => c.job.helperJobNumber,
  product: (c) => c.job.product,
  serviceType: (c) => c.job.serviceType,
  trait: (c) => c.row.trait,
  hours: (c) => c.row.hours,
  startDate: (c) => c.row.startDate,
  endDate: (c) => c.row.endDate,
  workers: (c) => c.row.workers[0]?.name,
};

/** Sorts by the given columns in order (column → descending); then store number, job number and row id. */
export function sortRows(contexts: RowContext[], sortOptions: Partial<Record<DetailSortColumn, boolean>> = {}) {
  const keys = [
    ...Object.entries(sortOptions).map(([column, descending]) => ({
      value: SORT_VALUES[column as DetailSortColumn],
      direction: descending ? -1 : 1,
    })),
    { value: SORT_VALUES.storeNumber, direction: 1 },
    { value: SORT_VALUES.job, direction: 1 },
    { value: (c: RowContext) => c.row.id, direction: 1 },
  ];
  return contexts.sort((a, b) => {
    for (const key of keys) {
      const order = compare(key.value(a), key.value(b));
      if (order !== 0) return key.direction * order;
    }
    return 0;
  });
}

function compare(a: string | number | undefined, b: string | number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}
