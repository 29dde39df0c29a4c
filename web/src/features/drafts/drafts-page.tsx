import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { ACCESS } from '@shelfline/shared/access';
import { DRAFT_PAGE_SIZES, type Draft } from '@shelfline/shared/contracts/draft.contract';
import { canExportDrafts } from '@shelfline/shared/draft-status';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session.ts';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { PageSizePreferences } from '../../components/crud/page-size-preferences.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { draftsPageQuery } from '../../queries/drafts.ts';
import { type BatchAction, BatchActionModal } from './batch-action-modal.tsx';
import { DraftFilters } from './draft-filters.tsx';
import { draftColumns } from './drafts-columns.tsx';
import { NewDraftModal } from './new-draft-modal.tsx';
import { draftStrings } from './strings.ts';
import { type DraftListState, draftListQuery, useDraftListState } from './use-draft-list-state.ts';

const s = draftStrings.list;

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
        columnDefinitions={draftColumns(manage)}
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
          <PageSizePreferences
            pageSize={state.pageSize}
            sizes={DRAFT_PAGE_SIZES}
            sizeLabel={s.pageSizeOption}
            onChange={(pageSize) => changeState({ pageSize })}
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
