import { useMemo } from 'react';
import { type ListState, matchesActive } from './use-list-state.ts';

/** How a column of a client-side list sorts: the value compared for each item. */
export type SortValue<T> = (item: T) => string | number | boolean | null | undefined;

export interface ClientCollectionOptions<T> {
  /** The text the filter box searches (case-insensitively), e.g. `${item.code} ${item.name}`. */
  filterText: (item: T) => string;
  /** Whether an item is inactive, for the 'Active?' filter; omit for lists without one. */
  isInactive?: (item: T) => boolean;
  /** Sort value per sortable column id. */
  sortValues: Readonly<Record<string, SortValue<T>>>;
}

export interface ClientCollection<T> {
  /** The items of the current page. */
  pageItems: T[];
  /** How many items pass the filters (all pages). */
  filteredCount: number;
  /** How many items there are before filtering. */
  totalCount: number;
  pagesCount: number;
  /** The page shown: the requested one, or the last one when fewer pages remain. */
  pageNumber: number;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Filters, sorts and pages a whole small list in the browser (the reference lists send every row). */
export function clientCollection<T>(
  items: readonly T[],
  state: ListState,
  options: ClientCollectionOptions<T>,
): ClientCollection<T> {
  const needle = state.search.trim().toLowerCase();
  const filtered = items.filter(
    (item) =>
      (!options.isInactive || matchesActive(state.active, options.isInactive(item))) &&
      (!needle || options.filterText(item).toLowerCase().includes(needle)),
  );
  const sortValue = state.sortBy ? options.sortValues[state.sortBy] : undefined;
  if (sortValue) {
    const direction = state.sortDesc ? -1 : 1;
    filtered.sort((a, b) => direction * compare(sortValue(a), sortValue(b)));
  }
  const pagesCount = Math.max(1, Math.ceil(filtered.length / state.pageSize));
  const pageNumber = Math.min(state.pageNumber, pagesCount);
  const start = (pageNumber - 1) * state.pageSize;
  return {
    pageItems: filtered.slice(start, start + state.pageSize),
    filteredCount: filtered.length,
    totalCount: items.length,
    pagesCount,
    pageNumber,
  };
}

/** `clientCollection` for a component: recomputed when the items or the list state change. */
export function useClientCollection<T>(
  items: readonly T[] | undefined,
  state: ListState,
  options: ClientCollectionOptions<T>,
): ClientCollection<T> {
  const { filterText, isInactive, sortValues } = options;
  return useMemo(
    () => clientCollection(items ?? [], state, { filterText, isInactive, sortValues }),
    [items, state, filterText, isInactive, sortValues],
  );
}
