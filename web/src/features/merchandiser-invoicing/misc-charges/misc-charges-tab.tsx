import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { ACCESS } from '@shelfline/shared/access';
import { APPROVAL_STATUS, APPROVAL_STATUS_LABELS, type ApprovalStatusFilter } from '@shelfline/shared/approval-status';
import type { MiscChargeRow } from '@shelfline/shared/contracts/misc-charge.contract';
import { formatCents, toCents } from '@shelfline/shared/money';
import { hasAnyRole } from '@shelfline/shared/roles';
import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../../app/api.ts';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useSession } from '../../../app/session/session.ts';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { merchandisersQuery } from '../../../queries/employees.ts';
import { miscChargeKeys, miscChargesQuery } from '../../../queries/misc-charges.ts';
import { MiscChargeModal } from './misc-charge-modal.tsx';
import { useMiscChargesState } from './misc-charges-state.ts';
import { MISC_CHARGES_STRINGS as s } from './strings.ts';

const STATUS_FILTERS: ApprovalStatusFilter[] = [-1, 0, 1, 2, 3, 4];
const STATUS_ICON: Record<number, StatusIndicatorProps.Type> = { 0: 'pending', 1: 'success', 2: 'success', 3: 'error' };

export interface MiscChargesTabProps {
  /** The ids of the selected charges (admins and account managers), for the page's combined Approve (brief A21). */
  onSelectionChange?: (ids: number[]) => void;
}

/**
 * The Misc. Charges tab of /invoicing/merchandiser (002 §2 "Misc charges table"; brief §2.2): its own filter bar
 * (From/To, Status, Merchandiser for admins and account managers, Load), the table, New Misc Charge (not account
 * managers), Edit and Delete ('Delete Miscellaneous Charge?', Yes/No; hidden for a merchandiser once Approved By
 * Manager) and the Add/Edit modal. Admins and account managers select rows for the page's Approve.
 */
export function MiscChargesTab({ onSelectionChange }: MiscChargesTabProps) {
  const roles = useSession()?.roles ?? [];
  const isStaffWithSelection = hasAnyRole(roles, ['admin', 'accountManager']);
  const mayEdit = hasAnyRole(roles, ACCESS.miscChargesEdit);
  const isMerchandiserOnly = !hasAnyRole(roles, ['admin', 'accountManager', 'supervisor']);
  const showsWorker = !isMerchandiserOnly;

  const { state, update, query } = useMiscChargesState(isStaffWithSelection);
  const [draft, setDraft] = useState(state);
  const list = useQuery(miscChargesQuery(query));
  const merchandisers = useQuery({ ...merchandisersQuery(), enabled: isStaffWithSelection });
  const [selected, setSelected] = useState<MiscChargeRow[]>([]);
  const [editing, setEditing] = useState<MiscChargeRow | 'new' | undefined>();
  const [deleting, setDeleting] = useState<MiscChargeRow | undefined>();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();

  const select = (rows: MiscChargeRow[]) => {
    setSelected(rows);
    onSelectionChange?.(rows.map((row) => row.chargeId));
  };
  const load = () => {
    select([]);
    update(draft);
    void queryClient.invalidateQueries({ queryKey: miscChargeKeys.all });
  };
  const remove = useMutation({
    mutationFn: (row: MiscChargeRow) => callRoute(miscChargesRoutes.remove, { params: { id: row.chargeId } }),
    onSuccess: () => {
      notify({ type: 'success', content: s.deleted });
      setDeleting(undefined);
      select([]);
      void queryClient.invalidateQueries({ queryKey: miscChargeKeys.all });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error).join(' ') }),
  });

  // Once invoiced nobody changes it; a merchandiser no longer once Approved By Manager (002 §2, §4).
  const locked = (row: MiscChargeRow) =>
    row.invoiceId !== null || (isMerchandiserOnly && row.approvalStatus === APPROVAL_STATUS.ApprovedByManager);

  const columns: TableProps.ColumnDefinition<MiscChargeRow>[] = [
    ...(showsWorker
      ? [
          { id: 'merchandiser', header: s.columns.merchandiser, cell: (r: MiscChargeRow) => r.merchandiser },
          { id: 'category', header: s.columns.category, cell: (r: MiscChargeRow) => r.category ?? '' },
        ]
      : []),
    { id: 'date', header: s.columns.date, cell: (r) => r.dateEntered },
    { id: 'description', header: s.columns.description, cell: (r) => r.description },
    { id: 'jobs', header: s.columns.jobs, cell: (r) => r.allJobs },
    { id: 'hours', header: s.columns.totalHours, cell: (r) => (r.billableHours ? r.billableHours : '') },
    { id: 'comments', header: s.columns.comments, cell: (r) => r.comments },
    {
      id: 'amount',
      header: s.columns.amount,
      cell: (r) => <span data-testid="misc-amount">{formatCents(toCents(r.amount))}</span>,
    },
    {
      id: 'status',
      header: s.columns.status,
      cell: (r) => (
        <StatusIndicator type={STATUS_ICON[r.approvalStatus] ?? 'info'}>
          {APPROVAL_STATUS_LABELS[r.approvalStatus as ApprovalStatusFilter]}
        </StatusIndicator>
      ),
    },
    {
      id: 'actions',
      header: s.columns.actions,
      cell: (r) =>
        locked(r) ? null : (
          <SpaceBetween direction="horizontal" size="xxs">
            {mayEdit && (
              <Button variant="inline-link" onClick={() => setEditing(r)} data-testid="misc-edit">
                {s.edit}
              </Button>
            )}
            <Button variant="inline-link" onClick={() => setDeleting(r)} data-testid="misc-delete">
              {s.delete}
            </Button>
          </SpaceBetween>
        ),
    },
  ];

  const merchandiserOptions = [
    { value: '', label: s.anyMerchandiser },
    ...(merchandisers.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
  ];
  const statusOption = (value: ApprovalStatusFilter) => ({
    value: String(value),
    label: APPROVAL_STATUS_LABELS[value],
  });

  return (
    <SpaceBetween size="m">
      <Container data-testid="misc-filter">
        <SpaceBetween size="m">
          <ColumnLayout columns={4} minColumnWidth={180}>
            <FormField label={s.fromDate}>
              <DatePicker
                value={draft.fromDate}
                onChange={(e) => setDraft({ ...draft, fromDate: e.detail.value })}
                placeholder="YYYY-MM-DD"
                ariaLabel={s.fromDate}
              />
            </FormField>
            <FormField label={s.toDate}>
              <DatePicker
                value={draft.toDate}
                onChange={(e) => setDraft({ ...draft, toDate: e.detail.value })}
                placeholder="YYYY-MM-DD"
                ariaLabel={s.toDate}
              />
            </FormField>
            <FormField label={s.status}>
              <Select
                data-testid="misc-status-filter"
                selectedOption={statusOption(draft.status)}
                options={STATUS_FILTERS.map(statusOption)}
                onChange={(e) =>
                  setDraft({ ...draft, status: Number(e.detail.selectedOption.value) as ApprovalStatusFilter })
                }
              />
            </FormField>
            {isStaffWithSelection && (
              <FormField label={s.merchandiser}>
                <Select
                  data-testid="misc-merchandiser-filter"
                  filteringType="auto"
                  statusType={merchandisers.isPending ? 'loading' : 'finished'}
                  selectedOption={
                    merchandiserOptions.find((o) => o.value === String(draft.merchandiserId ?? '')) ?? null
                  }
                  options={merchandiserOptions}
                  onChange={(e) =>
                    setDraft({ ...draft, merchandiserId: Number(e.detail.selectedOption.value) || undefined })
                  }
                />
              </FormField>
            )}
          </ColumnLayout>
          <Button variant="primary" onClick={load} data-testid="misc-load">
            {s.load}
          </Button>
        </SpaceBetween>
      </Container>
      <Table<MiscChargeRow>
        data-testid="misc-charges-table"
        wrapLines
        // On a phone the row's Edit and Delete stay in reach while the other columns scroll.
        stickyColumns={{ last: 1 }}
        trackBy={(r) => String(r.chargeId)}
        items={list.data ?? []}
        loading={list.isPending}
        loadingText={s.title}
        columnDefinitions={columns}
        selectionType={isStaffWithSelection ? 'multi' : undefined}
        selectedItems={selected}
        onSelectionChange={(e) => select(e.detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: s.title,
          itemSelectionLabel: (_, item) => `${item.merchandiser} ${item.description}`,
          allItemsSelectionLabel: () => s.title,
        }}
        empty={list.isError ? messagesOf(list.error).join(' ') : s.empty}
        header={
          <Header
            counter={list.data ? `(${list.data.length})` : undefined}
            actions={
              mayEdit && (
                <Button onClick={() => setEditing('new')} data-testid="misc-new">
                  {s.add}
                </Button>
              )
            }
          >
            {s.title}
          </Header>
        }
      />
      {editing && (
        <MiscChargeModal
          charge={editing === 'new' ? undefined : editing}
          isMerchandiserOnly={isMerchandiserOnly}
          onDismiss={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            notify({ type: 'success', content: s.saved });
            void queryClient.invalidateQueries({ queryKey: miscChargeKeys.all });
          }}
        />
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        title={s.deleteQuestion}
        confirmLabel={s.yes}
        cancelLabel={s.no}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
        onDismiss={() => setDeleting(undefined)}
      />
    </SpaceBetween>
  );
}
