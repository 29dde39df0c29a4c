import {
  DEFAULT_PAGE_SIZE,
  type OptionalPageQuery,
  type Paged,
  type PageQuery,
} from '@shelfline/shared/contracts/list.contract';

/**
 * Pages, sorts and filters an already-bounded set in memory (a retailer's stores, the job list).
 *
 * Lists whose partitions stay in the low thousands are read with one Query (a few pages at most) and
 * shaped here; a list that can grow without bound needs an index per sort order instead.
 */
export function pageOf<T>(
  all: readonly T[],
  query: PageQuery,
  options: {
    /** Fields the text search looks in. */
    searchIn: (item: T) => (string | number | undefined)[];
    /** Sortable columns: name → value. The first is the default sort. */
    sorts: Record<string, (item: T) => string | number | boolean | undefined>;
  },
): Paged<T> {
  const needle = query.search?.toLowerCase();
  const filtered = needle
    ? all.filter((item) =>
        options.searchIn(item).some((v) => v !== undefined && String(v).toLowerCase().includes(needle)),
      )
    : [...all];
  const sortKeys = Object.keys(options.sorts);
  const sortBy = query.sortBy && query.sortBy in options.sorts ? query.sortBy : sortKeys[0];
  const sortValue = sortBy ? options.sorts[sortBy] : undefined;
  if (sortValue) {
    const direction = query.sortDesc ? -1 : 1;
    filtered.sort((a, b) => direction * compare(sortValue(a), sortValue(b)));
  }
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    items: filtered.slice(start, start + query.pageSize),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalRecords: all.length,
    totalFilteredRecords: filtered.length,
  };
}

/**
 * A list the spec gives as a plain array (`OptionalPageQuerySchema`): the whole array when the call sends neither
 * `pageNumber` nor `pageSize` — searched when asked, and in the order read (the index order the spec's callers know,
 * e.g. job numbers byte-wise) unless `sortBy` is sent; one page otherwise.
 */
export function pageOrAll<T>(
  all: readonly T[],
  query: OptionalPageQuery,
  options: Parameters<typeof pageOf<T>>[2],
): T[] | Paged<T> {
  if (query.pageNumber === undefined && query.pageSize === undefined) {
    const sorts = query.sortBy ? options.sorts : {};
    return pageOf(all, { ...query, pageNumber: 1, pageSize: Math.max(all.length, 1) }, { ...options, sorts }).items;
  }
  return pageOf(
    all,
    { ...query, pageNumber: query.pageNumber ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE },
    options,
  );
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}
