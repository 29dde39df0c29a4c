import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { PAGE_SIZES, type Paged } from '@shelfline/shared/contracts/list.contract';
import { type ReactNode, useEffect, useState } from 'react';
import { messagesOf } from '../../lib/api-client.ts';
import { crudStrings } from './crud-strings.ts';
import { PageSizePreferences } from './page-size-preferences.tsx';
import { RowActions } from './row-actions.tsx';
import { clientCollection, type SortValue } from './use-client-collection.ts';
import { ACTIVE_FILTERS, type ActiveFilter, type ListState } from './use-list-state.ts';

export interface CrudColumn<T> {
  /** Also the `sortBy` sent to the server (server-paged lists) and the URL's `sort`. */
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** Client-side lists: the value this column sorts by (makes it sortable). */
  sortValue?: SortValue<T>;
  /** Server-paged lists: the server sorts by this column's id. */
  sortable?: boolean;
  width?: number;
}

/** A whole small list, filtered, sorted and paged in the browser. */
export interface ClientData<T> {
  mode: 'client';
  items: readonly T[] | undefined;
  /** The text the filter box searches, e.g. `${r.code} ${r.name}`. */
  filterText: (item: T) => string;
  /** For the 'Active?' filter. */
  isInactive?: (item: T) => boolean;
}

/** One page from the server (`Paged<T>`), fetched with `pageQuery(state)`. */
export interface ServerData<T> {
  mode: 'server';
  page: Paged<T> | undefined;
}

export interface CrudTableProps<T> {
  title: string;
  description?: ReactNode;
  columns: readonly CrudColumn<T>[];
  data: ClientData<T> | ServerData<T>;
  /** From `useListState()`. */
  state: ListState;
  onStateChange: (patch: Partial<ListState>) => void;
  loading?: boolean;
  /** A failed fetch: its messages show above the table. */
  error?: unknown;
  /** The spec's sentence for a failed fetch (e.g. 'Could not fetch service types.'), shown as the Alert's header. */
  errorHeader?: string;
  trackBy: (item: T) => string | number;
  /** The record's name in the row's action labels ("Edit WAL"). */
  itemLabel: (item: T) => string;
  /** The plural for empty states: 'retailers'. */
  resourceName: string;
  createLabel?: string;
  onCreate?: () => void;
  onEdit?: (item: T) => void;
  onDelete?: (item: T) => void;
  /** More buttons in a row's Actions cell (before edit and delete). */
  rowActions?: (item: T) => ReactNode;
  /** More buttons in the header (before the create button). */
  headerActions?: ReactNode;
  /** More filter controls beside the text filter (e.g. a Consumer Group select). */
  filters?: ReactNode;
  /** Offer the 'Active?' filter (default true). */
  activeFilter?: boolean;
  /** Its options: Active, Inactive, All by default (server-paged lists send `activeFilter`). */
  activeFilterOptions?: readonly ActiveFilter[];
  /** Extra filters are set: the empty state then offers to clear them too. */
  hasExtraFilters?: boolean;
  onClearExtraFilters?: () => void;
  filteringPlaceholder?: string;
  testId?: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * A maintenance list: header with counter and actions, text filter, 'Active?' filter (Active by
 * default), sortable columns, pagination, page sizes 10/20/50/100 (20 by default), empty and no-match
 * states. Test ids: the table `crud-table` (with `data-loading` true/false), buttons `create-button`, `row-edit`, `row-delete`,
 * `clear-filter`, inputs `text-filter`, `active-filter`.
 */
export function CrudTable<T>(props: CrudTableProps<T>) {
  const { state, onStateChange, data, columns } = props;
  const [searchText, setSearchText] = useState(state.search);

  // The URL is the truth: a back/forward or a bookmark changes it under the box.
  useEffect(() => setSearchText(state.search), [state.search]);
  useEffect(() => {
    if (searchText === state.search) return;
    const timer = setTimeout(() => onStateChange({ search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, state.search, onStateChange]);

  let items: readonly T[];
  let filteredCount: number;
  let pagesCount: number;
  let pageNumber: number;
  if (data.mode === 'client') {
    const sortValues = Object.fromEntries(
      columns.flatMap((column) => (column.sortValue ? [[column.id, column.sortValue]] : [])),
    );
    const collection = clientCollection(data.items ?? [], state, {
      filterText: data.filterText,
      isInactive: data.isInactive,
      sortValues,
    });
    items = collection.pageItems;
    filteredCount = collection.filteredCount;
    pagesCount = collection.pagesCount;
    pageNumber = collection.pageNumber;
  } else {
    items = data.page?.items ?? [];
    filteredCount = data.page?.totalFilteredRecords ?? 0;
    pagesCount = Math.max(1, Math.ceil(filteredCount / state.pageSize));
    pageNumber = state.pageNumber;
  }

  // A server page past the end (the last row of the last page was deleted, or a stale bookmark): go to the last one.
  const serverPastEnd = data.mode === 'server' && data.page !== undefined && state.pageNumber > pagesCount;
  useEffect(() => {
    if (serverPastEnd) onStateChange({ pageNumber: pagesCount });
  }, [serverPastEnd, pagesCount, onStateChange]);

  const withActions = Boolean(props.onEdit || props.onDelete || props.rowActions);
  const definitions: TableProps.ColumnDefinition<T>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    cell: column.cell,
    width: column.width,
    sortingField: (data.mode === 'client' ? column.sortValue : column.sortable) ? column.id : undefined,
  }));
  if (withActions) {
    definitions.push({
      id: 'actions',
      header: crudStrings.actions,
      cell: (item) => (
        <RowActions
          label={props.itemLabel(item)}
          onEdit={props.onEdit && (() => props.onEdit?.(item))}
          onDelete={props.onDelete && (() => props.onDelete?.(item))}
        >
          {props.rowActions?.(item)}
        </RowActions>
      ),
    });
  }

  // Server-paged lists send `activeFilter` (pageQuery), so they offer the same three choices.
  const activeOptions = (props.activeFilterOptions ?? ACTIVE_FILTERS).map((value) => ({
    value,
    label: crudStrings.activeFilter[value],
  }));
  const showActive = props.activeFilter ?? true;
  const filtered =
    Boolean(state.search.trim()) || (showActive && state.active !== 'active') || Boolean(props.hasExtraFilters);
  const clearFilters = () => {
    setSearchText('');
    onStateChange({ search: '', active: 'active' });
    props.onClearExtraFilters?.();
  };

  const createButton = props.onCreate && props.createLabel && (
    <Button onClick={props.onCreate} data-testid="create-button">
      {props.createLabel}
    </Button>
  );

  return (
    <SpaceBetween size="m">
      {props.error !== undefined && props.error !== null && (
        <Alert type="error" header={props.errorHeader} data-testid="list-error">
          {messagesOf(props.error).join(' ')}
        </Alert>
      )}
      <Table<T>
        data-testid={props.testId ?? 'crud-table'}
        // Lets browser tests wait for a refetch to settle rather than read rows that are about to change.
        data-loading={props.loading ? 'true' : 'false'}
        variant="full-page"
        items={items as T[]}
        columnDefinitions={definitions}
        trackBy={(item) => String(props.trackBy(item))}
        loading={props.loading}
        loadingText={crudStrings.loading}
        sortingColumn={state.sortBy ? { sortingField: state.sortBy } : undefined}
        sortingDescending={state.sortDesc}
        onSortingChange={(event) =>
          onStateChange({
            sortBy: event.detail.sortingColumn.sortingField,
            sortDesc: event.detail.isDescending ?? false,
          })
        }
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={props.loading && !items.length ? undefined : `(${filteredCount})`}
            description={props.description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {props.headerActions}
                {createButton}
              </SpaceBetween>
            }
          >
            {props.title}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <TextFilter
              filteringText={searchText}
              filteringPlaceholder={props.filteringPlaceholder ?? crudStrings.filterPlaceholder}
              filteringAriaLabel={crudStrings.filterAriaLabel}
              countText={filtered ? crudStrings.matches(filteredCount) : undefined}
              onChange={(event) => setSearchText(event.detail.filteringText)}
              data-testid="text-filter"
            />
            {showActive && (
              <Select
                inlineLabelText={crudStrings.active}
                ariaLabel={crudStrings.activeFilterLabel}
                selectedOption={
                  activeOptions.find((option) => option.value === state.active) ?? activeOptions[0] ?? null
                }
                options={activeOptions}
                onChange={(event) => onStateChange({ active: event.detail.selectedOption.value as ActiveFilter })}
                data-testid="active-filter"
              />
            )}
            {props.filters}
          </SpaceBetween>
        }
        pagination={
          <Pagination
            currentPageIndex={pageNumber}
            pagesCount={pagesCount}
            ariaLabels={crudStrings.pagination}
            onChange={(event) => onStateChange({ pageNumber: event.detail.currentPageIndex })}
            data-testid="pagination"
          />
        }
        preferences={
          <PageSizePreferences
            pageSize={state.pageSize}
            sizes={PAGE_SIZES}
            onChange={(pageSize) => onStateChange({ pageSize })}
          />
        }
        empty={
          filtered ? (
            <Box textAlign="center" color="inherit" data-testid="no-match">
              <SpaceBetween size="xs">
                <b>{crudStrings.noMatch}</b>
                <Box variant="p" color="inherit">
                  {crudStrings.noMatchText}
                </Box>
                <Button onClick={clearFilters} data-testid="clear-filter">
                  {crudStrings.clearFilter}
                </Button>
              </SpaceBetween>
            </Box>
          ) : (
            <Box textAlign="center" color="inherit" data-testid="empty">
              <SpaceBetween size="xs">
                <b>{`No ${props.resourceName}`}</b>
                {createButton}
              </SpaceBetween>
            </Box>
          )
        }
      />
    </SpaceBetween>
  );
}

/** The 'Active?' column: Yes / No from the `isInactive` flag (001 §3). */
export function activeColumn<T extends { isInactive: boolean }>(): CrudColumn<T> {
  return {
    id: 'isInactive',
    header: crudStrings.active,
    cell: (item) => (item.isInactive ? crudStrings.activeNo : crudStrings.activeYes),
    sortValue: (item) => item.isInactive,
    sortable: false,
  };
}
