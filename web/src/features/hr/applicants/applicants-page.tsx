import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ApplicantDetail, ApplicantRow } from '@shelfline/shared/contracts/ats-applicant.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useSession } from '../../../app/session/session.ts';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { useListState } from '../../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { applicantQuery, applicantsQuery } from '../../../queries/ats-applicants.ts';
import { APPLICANT_COLUMNS, summaryOf } from './applicant-columns.tsx';
import { ApplicantFilterBar } from './applicant-filter-bar.tsx';
import { applicantsQueryOf, FILTER_NAMES, type Filters } from './applicant-filters.ts';
import { ApplicantFormModal } from './applicant-form-modal.tsx';
import { RowFilterControls } from './row-filter-controls.tsx';
import { ROW_FILTER_NAMES, rowFilter } from './row-filters.ts';
import { APPLICANTS_LIST_SHAPE } from './saved-applicants-state.ts';
import { APPLICANT_STRINGS as s } from './strings.ts';
import { useApplicantWrites } from './use-applicant-writes.ts';
import {
  type SavedStateOwner,
  useAutoSearchHold,
  useRestoredApplicantsState,
  useSaveApplicantsState,
} from './use-saved-applicants-state.ts';
import './applicant-rows.css';

/** Whether the signed-in user only reads applicants (a supervisor: brief 6b, roles.tsv). */
export function useReadOnlyApplicants(): boolean {
  const roles = useSession()?.roles ?? [];
  return !roles.includes('admin') && !roles.includes('hr');
}

/**
 * /hr/applicants (002 §2 HR, brief 6b). Each visit (the menu, a link, back or forward) opens the list afresh: without
 * the list's parameters in the URL, it first restores the signed-in user's saved list (local storage) into the URL.
 * The list's own changes replace the history entry and keep the visit (and the filter bar's draft) as it is.
 */
export function ApplicantsPage() {
  useDocumentTitle(s.title);
  const owner: SavedStateOwner = { user: useSession()?.claims.unique_name ?? '', supervisor: useReadOnlyApplicants() };
  const location = useLocation();
  const navigation = useNavigationType();
  const visit = useRef(location.key);
  if (navigation !== 'REPLACE') visit.current = location.key;
  return <ApplicantsVisit key={visit.current} owner={owner} />;
}

function ApplicantsVisit({ owner }: { owner: SavedStateOwner }) {
  const { ready, autoSearch } = useRestoredApplicantsState(owner);
  return ready ? <ApplicantsList owner={owner} autoSearch={autoSearch} /> : null;
}

/**
 * The filters (in the URL, applied by Search), the summary counts, and the table (newest first, 20 a page) with its
 * row colours; admins and hr add, edit, reprocess and delete, supervisors read. The dates are days of the browser's
 * zone; a preset period starts at its first day's midnight. Every change is saved for the next visit.
 */
function ApplicantsList({ owner, autoSearch }: { owner: SavedStateOwner; autoSearch: boolean }) {
  const readOnly = owner.supervisor;
  const { state, update, filters } = useListState({
    filters: [...FILTER_NAMES, ...ROW_FILTER_NAMES],
    defaultSortBy: APPLICANTS_LIST_SHAPE.sortBy,
    defaultSortDesc: APPLICANTS_LIST_SHAPE.sortDesc,
  });
  useSaveApplicantsState(state, filters, owner);
  const [draft, setDraft] = useState<Filters>(filters);
  // The period's days are computed when the filters are applied (Search, or a page opened with them).
  const [today, setToday] = useState(() => new Date());
  const holding = useAutoSearchHold(autoSearch);
  const list = useQuery({ ...applicantsQuery(applicantsQueryOf(filters, today, readOnly)), enabled: !holding });
  const writes = useApplicantWrites();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ applicant?: ApplicantDetail }>();
  const [deleting, setDeleting] = useState<ApplicantRow>();
  const [reprocessing, setReprocessing] = useState<number>();
  const summary = summaryOf(list.data ?? []);

  const search = () => {
    setToday(new Date());
    update({ filters: Object.fromEntries(FILTER_NAMES.map((name) => [name, draft[name]])) });
  };
  const openEdit = async (row: ApplicantRow) => {
    try {
      setEditing({ applicant: await queryClient.fetchQuery({ ...applicantQuery(row.id), staleTime: 0 }) });
    } catch (error) {
      writes.onError(error);
    }
  };
  const reprocess = (row: ApplicantRow) => {
    setReprocessing(row.id);
    writes.reprocess.mutate(row, { onSettled: () => setReprocessing(undefined) });
  };

  return (
    <SpaceBetween size="m">
      <CrudTable<ApplicantRow>
        title={s.title}
        resourceName="applicants"
        testId="applicants-table"
        columns={APPLICANT_COLUMNS}
        data={{
          mode: 'client',
          items: list.data?.filter(rowFilter(filters)),
          filterText: (a) => [a.fullName, a.email, a.phone, a.jobTitle, a.source, a.assignedToName].join(' '),
        }}
        state={state}
        onStateChange={update}
        loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
        error={list.error ?? undefined}
        trackBy={(a) => a.id}
        itemLabel={(a) => a.fullName}
        activeFilter={false}
        createLabel={readOnly ? undefined : s.add}
        onCreate={readOnly ? undefined : () => setEditing({})}
        onEdit={readOnly ? undefined : (row) => void openEdit(row)}
        onDelete={readOnly ? undefined : setDeleting}
        rowActions={
          readOnly
            ? undefined
            : (a) => (
                <Button
                  variant="inline-icon"
                  iconName="refresh"
                  ariaLabel={`${s.reprocess} ${a.fullName}`}
                  data-testid="row-reprocess"
                  loading={reprocessing === a.id}
                  onClick={() => reprocess(a)}
                />
              )
        }
        description={
          <SpaceBetween size="m">
            <ApplicantFilterBar filters={draft} onChange={setDraft} onSearch={search} supervisor={readOnly} />
            <Container data-testid="applicants-summary">
              <ColumnLayout columns={5} variant="text-grid">
                {(Object.keys(summary) as (keyof typeof summary)[]).map((key) => (
                  <div key={key}>
                    <Box variant="awsui-key-label">{s.summary[key]}</Box>
                    <Box variant="awsui-value-large" data-testid={`summary-${key}`}>
                      {summary[key]}
                    </Box>
                  </div>
                ))}
              </ColumnLayout>
            </Container>
          </SpaceBetween>
        }
        filters={<RowFilterControls filters={filters} onChange={(patch) => update({ filters: patch })} />}
        hasExtraFilters={ROW_FILTER_NAMES.some((name) => filters[name] !== undefined)}
        onClearExtraFilters={() =>
          update({ filters: Object.fromEntries(ROW_FILTER_NAMES.map((name) => [name, undefined])) })
        }
        filteringPlaceholder={s.find}
      />
      {editing && (
        <ApplicantFormModal
          applicant={editing.applicant}
          onSubmit={async (input, resume) => {
            await writes.save.mutateAsync({ applicant: editing.applicant, input, resume });
            setEditing(undefined);
          }}
          onDismiss={() => setEditing(undefined)}
        />
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        title={deleting ? s.deleteQuestion(deleting.fullName) : ''}
        confirmLabel={s.yes}
        onConfirm={() => deleting && writes.remove.mutateAsync(deleting).finally(() => setDeleting(undefined))}
        onDismiss={() => setDeleting(undefined)}
      />
    </SpaceBetween>
  );
}
