import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { REASSIGNMENT_PAGE_SIZES, type Reassignment } from '@shelfline/shared/contracts/schedule.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { dashboardKeys, reassignmentsQuery } from '../../queries/dashboard.ts';
import { dashboardApi, type ReassignmentQuery } from './dashboard-api.ts';
import { dashboardStrings as s } from './strings.ts';

const r = s.reassignments;
type YesNoFilter = 'isTemporary' | 'sendBackup' | 'sendSupply' | 'isActed';
const YES_NO: readonly { key: YesNoFilter; label: string }[] = [
  { key: 'isTemporary', label: r.columns.temporary },
  { key: 'sendBackup', label: r.columns.sendBackup },
  { key: 'sendSupply', label: r.columns.sendSupply },
  { key: 'isActed', label: r.columns.acted },
];
const YES_NO_OPTIONS = [
  { value: '', label: r.all },
  { value: 'true', label: r.yes },
  { value: 'false', label: r.no },
];
const SIZE_OPTIONS = REASSIGNMENT_PAGE_SIZES.map((n) => ({ value: String(n), label: r.pageSizeOption(n) }));
const yesNo = (value: boolean) => (value ? r.yes : r.no);

/** The Service Reassignment table (000 §2.4, §3.4): filters, a From/To window applied by Submit, server paging, Act. */
export function ReassignmentTable() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [query, setQuery] = useState<ReassignmentQuery>({ pageNumber: 1, pageSize: 20 });
  const [dates, setDates] = useState({ fromDate: '', toDate: '' });
  const [dateError, setDateError] = useState<string>();
  const page = useQuery(reassignmentsQuery(query));
  const act = useMutation({
    mutationFn: (row: Reassignment) => dashboardApi.act(row.id),
    onSuccess: () => {
      notify({ type: 'success', content: r.acted });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.allReassignments });
    },
    onError: (error) => notify({ type: 'error', content: [r.actFailed, ...messagesOf(error)], autoClose: false }),
  });
  /** The row being acted on: its button spins, the others wait. */
  const acting = act.isPending ? act.variables?.id : undefined;

  const submitDates = (event: FormEvent) => {
    event.preventDefault();
    if (dates.fromDate && dates.toDate && dates.toDate < dates.fromDate) {
      setDateError(r.dateOrder);
      return;
    }
    setDateError(undefined);
    setQuery((q) => ({
      ...q,
      fromDate: dates.fromDate || undefined,
      toDate: dates.toDate || undefined,
      pageNumber: 1,
    }));
  };

  const columns: TableProps.ColumnDefinition<Reassignment>[] = [
    { id: 'jobNumber', header: r.columns.jobNumber, cell: (row) => row.jobNumber },
    { id: 'storeNumber', header: r.columns.storeNumber, cell: (row) => row.storeNumber },
    { id: 'retailer', header: r.columns.retailer, cell: (row) => row.retailerFullName },
    { id: 'earliest', header: r.columns.earliest, cell: (row) => row.earliestDate.slice(0, 10) },
    { id: 'latest', header: r.columns.latest, cell: (row) => row.latestDate.slice(0, 10) },
    { id: 'previous', header: r.columns.previous, cell: (row) => row.oldEmployee ?? '' },
    { id: 'next', header: r.columns.next, cell: (row) => row.newEmployee },
    { id: 'temporary', header: r.columns.temporary, cell: (row) => yesNo(row.isTemporary) },
    { id: 'sendBackup', header: r.columns.sendBackup, cell: (row) => yesNo(row.sendBackup) },
    { id: 'sendSupply', header: r.columns.sendSupply, cell: (row) => yesNo(row.sendSupply) },
    { id: 'modifiedBy', header: r.columns.modifiedBy, cell: (row) => row.modifiedBy },
    {
      id: 'acted',
      header: r.columns.acted,
      cell: (row) =>
        row.isActed ? (
          yesNo(true)
        ) : (
          <Button
            onClick={() => act.mutate(row)}
            loading={acting === row.id}
            disabled={acting !== undefined && acting !== row.id}
            ariaLabel={r.actLabel(row.jobNumber, row.storeNumber)}
            data-testid="reassignment-act"
          >
            {r.act}
          </Button>
        ),
    },
  ];

  const total = page.data?.totalCount ?? 0;
  return (
    <Table<Reassignment>
      data-testid="reassignment-table"
      columnDefinitions={columns}
      items={page.data?.items ?? []}
      loading={page.isPending}
      loadingText={s.loading}
      trackBy="id"
      empty={<Box textAlign="center">{r.empty}</Box>}
      header={
        <Header variant="h2" counter={page.data ? s.counter(total) : undefined}>
          {r.title}
        </Header>
      }
      filter={
        <SpaceBetween size="s">
          {page.isError && <Alert type="error">{messagesOf(page.error).join(' ')}</Alert>}
          <form onSubmit={submitDates}>
            <SpaceBetween direction="horizontal" size="s" alignItems="end">
              <FormField label={r.fromDate}>
                <DatePicker
                  value={dates.fromDate}
                  format="iso"
                  inputFormat="iso"
                  placeholder="YYYY-MM-DD"
                  ariaLabel={r.fromDate}
                  onChange={(e) => setDates((d) => ({ ...d, fromDate: e.detail.value }))}
                />
              </FormField>
              <FormField label={r.toDate} errorText={dateError}>
                <DatePicker
                  value={dates.toDate}
                  format="iso"
                  inputFormat="iso"
                  placeholder="YYYY-MM-DD"
                  ariaLabel={r.toDate}
                  invalid={Boolean(dateError)}
                  onChange={(e) => setDates((d) => ({ ...d, toDate: e.detail.value }))}
                />
              </FormField>
              <Button formAction="submit" data-testid="reassignment-submit">
                {r.submit}
              </Button>
              {YES_NO.map(({ key, label }) => (
                <FormField key={key} label={label}>
                  <Select
                    ariaLabel={label}
                    data-testid={`reassignment-filter-${key}`}
                    options={YES_NO_OPTIONS}
                    selectedOption={
                      YES_NO_OPTIONS.find((o) => o.value === (query[key] === undefined ? '' : String(query[key]))) ??
                      null
                    }
                    onChange={(e) => {
                      const value = e.detail.selectedOption.value;
                      setQuery((q) => ({ ...q, [key]: value ? value === 'true' : undefined, pageNumber: 1 }));
                    }}
                  />
                </FormField>
              ))}
              <FormField label={r.pageSize}>
                <Select
                  ariaLabel={r.pageSize}
                  options={SIZE_OPTIONS}
                  selectedOption={SIZE_OPTIONS.find((o) => o.value === String(query.pageSize)) ?? null}
                  onChange={(e) =>
                    setQuery((q) => ({ ...q, pageSize: Number(e.detail.selectedOption.value), pageNumber: 1 }))
                  }
                />
              </FormField>
            </SpaceBetween>
          </form>
        </SpaceBetween>
      }
      pagination={
        <Pagination
          currentPageIndex={query.pageNumber}
          pagesCount={Math.max(1, Math.ceil(total / query.pageSize))}
          onChange={(e) => setQuery((q) => ({ ...q, pageNumber: e.detail.currentPageIndex }))}
          ariaLabels={r.pagination}
        />
      }
    />
  );
}
