import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { ACCESS } from '@shelfline/shared/access';
import { DRAFT_PAGE_SIZES, type Draft } from '@shelfline/shared/contracts/draft.contract';
import { canExportDrafts, DRAFT_STATUS_LABELS } from '@shelfline/shared/draft-status';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session.ts';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { ACTIVE_FILTERS, type ActiveFilter } from '../../components/crud/use-list-state.ts';
import { RouterLink } from '../../components/router-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { draftsPageQuery } from '../../queries/drafts.ts';
import { type BatchAction, BatchActionModal } from './batch-action-modal.tsx';
import { NewDraftModal } from './new-draft-modal.tsx';
import { draftStrings } from './strings.ts';
import { type DraftListState, draftListQuery, useDraftListState } from './use-draft-list-state.ts';

const s = draftStrings.list;
const SEARCH_DELAY_MS = 300;

/** YYYY-MM-DD of an ISO timestamp (000 §9 date format). */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** Where a draft's name leads: supervisors work in the details view only (000 §2.5). */
export const draftHref = (draft: Draft, manage: boolean) =>
  manage ? `/schedule/drafts/${draft.id}` : `/schedule/drafts/details/${draft.id}`;

function columns(manage: boolean): TableProps.ColumnDefinition<Draft>[] {
  return [
    {
      id: 'name',
      header: s.name,
      sortingField: 'name',
      cell: (d) => (
        <RouterLink href={draftHref(d, manage)} data-testid="draft-link">
          {d.name}
        </RouterLink>
      ),
    },
    { id: 'retailer', header: s.retailer, sortingField: 'retailer', cell: (d) => d.retailer },
    {
      id: 'detailsCount',
      header: s.services,
      sortingField: 'detailsCount',
      cell: (d) => d.detailsCount.toLocaleString('en-US'),
    },
    { id: 'storesCount', header: s.stores, sortingField: 'storesCount', cell: (d) => d.storesCount },
    { id: 'jobsCount', header: s.jobs, sortingField: 'jobsCount', cell: (d) => d.jobsCount },
    {
      id: 'createdOn',
      header: s.created,
      sortingField: 'createdOn',
      cell: (d) => s.by(dayOf(d.createdOn), d.createdBy),
    },
    {
      id: 'modifiedOn',
      header: s.lastChanged,
      sortingField: 'modifiedOn',
      cell: (d) => s.by(dayOf(d.modifiedOn), d.modifiedBy),
    },
    { id: 'status', header: s.status, sortingField: 'status', cell: (d) => DRAFT_STATUS_LABELS[d.status] },
    {
      id: 'isInactive',
      header: s.active,
      sortingField: 'isInactive',
      cell: (d) => (d.isInactive ? s.activeOptions.inactive : s.activeOptions.active),
    },
  ];
}

/**
 * /schedule/drafts (000 §2.5): server-paged drafts (20 a page; Active = Yes and Created descending by default) with
 * checkbox selection; New Draft, Details, Delete, Inactivate / Activate and Export of the selected drafts. Supervisors
 * only open drafts (in the details view).
 */
export function DraftsPage() {
  useDocumentTitle(s.title);
  const navigate = useNavigate();
  const roles = useSession()?.roles ?? [];
  const manage = hasAnyRole(roles, ACCESS.draftsManage);
  const { state, update } = useDraftListState();
  const query = draftListQuery(state);
  const page = useQuery(draftsPageQuery(query));
  const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<BatchAction>();

  const items = page.data?.items ?? [];
  const selected = useMemo(() => items.filter((d) => selectedIds.includes(d.id)), [items, selectedIds]);
  const loading = page.isPending || (page.isPlaceholderData && page.isFetching);
  const filteredCount = page.data?.totalFilteredRecords ?? 0;
  const pagesCount = Math.max(1, Math.ceil(filteredCount / state.pageSize));
  const allInactive = selected.length > 0 && selected.every((d) => d.isInactive);
  const canExport = canExportDrafts(selected.map((d) => d.status));

  // A page past the end (its last drafts were deleted, or an old bookmark): show the last one.
  const pastEnd = page.data !== undefined && !page.isPlaceholderData && state.pageNumber > pagesCount;
  useEffect(() => {
    if (pastEnd) update({ pageNumber: pagesCount });
  }, [pastEnd, pagesCount, update]);

  const changeState = useCallback(
    (patch: Partial<DraftListState>) => {
      setSelectedIds([]);
      update(patch);
    },
    [update],
  );

  return (
    <SpaceBetween size="m">
      {page.error && (
        <Alert type="error" header={s.fetchFailed} data-testid="list-error">
          {messagesOf(page.error).join(' ')}
        </Alert>
      )}
      <Table<Draft>
        data-testid="drafts-table"
        data-loading={loading ? 'true' : 'false'}
        variant="full-page"
        wrapLines
        items={items}
        columnDefinitions={columns(manage)}
        trackBy={(d) => String(d.id)}
        loading={loading}
        loadingText={s.loading}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={(event) => setSelectedIds(event.detail.selectedItems.map((d) => d.id))}
        ariaLabels={{
          selectionGroupLabel: s.selectionGroup,
          allItemsSelectionLabel: () => s.selectAll,
          itemSelectionLabel: (_, d) => s.selectOne(d.name),
        }}
        sortingColumn={{ sortingField: state.sortBy }}
        sortingDescending={state.sortDesc}
        onSortingChange={(event) =>
          changeState({
            sortBy: event.detail.sortingColumn.sortingField ?? state.sortBy,
            sortDesc: event.detail.isDescending ?? false,
          })
        }
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={
              page.data === undefined
                ? undefined
                : selected.length
                  ? `(${selected.length}/${filteredCount})`
                  : `(${filteredCount})`
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={selected.length === 0}
                  onClick={() => void navigate(`/schedule/drafts/details/${selected.map((d) => d.id).join(',')}`)}
                  data-testid="drafts-details"
                >
                  {s.details}
                </Button>
                {manage && (
                  <>
                    <Button
                      disabled={selected.length === 0}
                      onClick={() => setAction('delete')}
                      data-testid="drafts-delete"
                    >
                      {s.delete}
                    </Button>
                    {allInactive ? (
                      <Button onClick={() => setAction('activate')} data-testid="drafts-activate">
                        {s.activate}
                      </Button>
                    ) : (
                      <Button
                        disabled={selected.length === 0}
                        onClick={() => setAction('inactivate')}
                        data-testid="drafts-inactivate"
                      >
                        {s.inactivate}
                      </Button>
                    )}
                    <Button
                      disabled={!canExport}
                      disabledReason={selected.length ? s.exportOnlyCompleted : undefined}
                      onClick={() => setAction('export')}
                      data-testid="drafts-export"
                    >
                      {s.export}
                    </Button>
                    <Button variant="primary" onClick={() => setCreating(true)} data-testid="new-draft">
                      {s.newDraft}
                    </Button>
                  </>
                )}
              </SpaceBetween>
            }
          >
            {s.title}
          </Header>
        }
        filter={<DraftFilters state={state} onChange={changeState} count={filteredCount} />}
        pagination={
          <Pagination
            currentPageIndex={Math.min(state.pageNumber, pagesCount)}
            pagesCount={pagesCount}
            onChange={(event) => changeState({ pageNumber: event.detail.currentPageIndex })}
            ariaLabels={crudStrings.pagination}
            data-testid="pagination"
          />
        }
        preferences={
          <CollectionPreferences
            title={s.preferences}
            confirmLabel={s.confirm}
            cancelLabel={s.cancel}
            preferences={{ pageSize: state.pageSize }}
            pageSizePreference={{
              title: s.pageSize,
              options: DRAFT_PAGE_SIZES.map((size) => ({ value: size, label: s.pageSizeOption(size) })),
            }}
            onConfirm={(event) => changeState({ pageSize: event.detail.pageSize ?? state.pageSize })}
          />
        }
        empty={
          state.search.trim() || state.active !== 'active' ? (
            <Box textAlign="center" color="inherit" data-testid="no-match">
              <SpaceBetween size="xs">
                <b>{s.noMatch}</b>
                <Box variant="p" color="inherit">
                  {s.noMatchText}
                </Box>
                <Button onClick={() => changeState({ search: '', active: 'active' })} data-testid="clear-filter">
                  {s.clearFilter}
                </Button>
              </SpaceBetween>
            </Box>
          ) : (
            <Box textAlign="center" color="inherit" data-testid="empty">
              <b>{s.noDrafts}</b>
            </Box>
          )
        }
      />
      <NewDraftModal visible={creating} onDismiss={() => setCreating(false)} />
      <BatchActionModal
        action={action}
        drafts={selected}
        onDone={() => setSelectedIds([])}
        onDismiss={() => setAction(undefined)}
      />
    </SpaceBetween>
  );
}

/** The text filter (300 ms after typing) and the 'Active?' filter (Yes by default, 000 §2.5). */
function DraftFilters({
  state,
  onChange,
  count,
}: {
  state: DraftListState;
  onChange: (patch: Partial<DraftListState>) => void;
  count: number;
}) {
  const [text, setText] = useState(state.search);
  useEffect(() => setText(state.search), [state.search]);
  useEffect(() => {
    if (text === state.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, state.search, onChange]);
  const options = ACTIVE_FILTERS.map((value) => ({ value, label: s.activeOptions[value] }));
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <TextFilter
        filteringText={text}
        filteringPlaceholder={s.filterPlaceholder}
        filteringAriaLabel={s.filterAriaLabel}
        countText={state.search.trim() ? s.matches(count) : undefined}
        onChange={(event) => setText(event.detail.filteringText)}
        data-testid="text-filter"
      />
      <Select
        inlineLabelText={s.active}
        ariaLabel={s.activeFilter}
        selectedOption={options.find((o) => o.value === state.active) ?? null}
        options={options}
        onChange={(event) => onChange({ active: event.detail.selectedOption.value as ActiveFilter })}
        data-testid="active-filter"
      />
    </SpaceBetween>
  );
}
