import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FailureRow } from '@shelfline/shared/contracts/ats-failure.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CrudColumn, CrudTable } from '../../../components/crud/crud-table.tsx';
import { useListState } from '../../../components/crud/use-list-state.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { failuresQuery } from '../../../queries/ats-failures.ts';
import { isoDay } from '../applicants/period.ts';
import { dateTime } from '../format.ts';
import { FAILURE_STRINGS as s } from './strings.ts';
import './failure-rows.css';

const severe = (f: FailureRow) => /CRITICAL|ERROR/.test(f.errorCode);

const COLUMNS: CrudColumn<FailureRow>[] = [
  {
    id: 'id',
    header: s.columns.id,
    cell: (f) => <span className={severe(f) ? 'failure-severe' : undefined}>{f.id}</span>,
    sortValue: (f) => f.id,
  },
  {
    id: 'occurredUtc',
    header: s.columns.occurred,
    cell: (f) => dateTime(f.occurredUtc),
    sortValue: (f) => f.occurredUtc,
  },
  { id: 'mailbox', header: s.columns.mailbox, cell: (f) => f.mailbox, sortValue: (f) => f.mailbox },
  { id: 'subject', header: s.columns.subject, cell: (f) => f.subject ?? '', sortValue: (f) => f.subject ?? '' },
  {
    id: 'hasAttachments',
    header: s.columns.hasAttachments,
    cell: (f) => (f.hasAttachments ? s.yes : s.no),
    sortValue: (f) => f.hasAttachments,
  },
  { id: 'validationStep', header: s.columns.step, cell: (f) => f.validationStep, sortValue: (f) => f.validationStep },
  { id: 'errorCode', header: s.columns.code, cell: (f) => f.errorCode, sortValue: (f) => f.errorCode },
  { id: 'errorMessage', header: s.columns.message, cell: (f) => f.errorMessage, sortValue: (f) => f.errorMessage },
  {
    id: 'view',
    header: '',
    cell: (f) => <RouterLink href={`/hr/ingestion-failures/${encodeURIComponent(f.id)}`}>{s.view}</RouterLink>,
  },
];

/** The last 7 days, today included (002 §9), as the days the pickers show. */
function lastWeek(): { from: string; to: string } {
  const today = new Date();
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7)), to: isoDay(today) };
}

/**
 * /hr/ingestion-failures (002 §2 HR, admin): the failures of a period (the last 7 days by default; whole days, sent as
 * dates), newest first, filterable, with the total; rows whose code contains CRITICAL or ERROR are tinted.
 */
export function IngestionFailuresPage() {
  useDocumentTitle(s.title);
  const { state, update, filters } = useListState({
    filters: ['from', 'to'],
    defaultSortBy: 'occurredUtc',
    defaultSortDesc: true,
  });
  const [defaults] = useState(lastWeek);
  const applied = { from: filters.from ?? defaults.from, to: filters.to ?? defaults.to };
  const [draft, setDraft] = useState(applied);
  const list = useQuery(failuresQuery({ fromUtc: applied.from, toUtc: applied.to }));
  return (
    <CrudTable<FailureRow>
      title={s.title}
      resourceName="ingestion failures"
      testId="failures-table"
      columns={COLUMNS}
      data={{
        mode: 'client',
        items: list.data,
        filterText: (f) => [f.id, f.mailbox, f.subject, f.validationStep, f.errorCode, f.errorMessage].join(' '),
      }}
      state={state}
      onStateChange={update}
      loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
      error={list.error ?? undefined}
      errorHeader={s.listError}
      trackBy={(f) => f.id}
      itemLabel={(f) => f.id}
      activeFilter={false}
      description={
        <SpaceBetween direction="horizontal" size="s" alignItems="end">
          <FormField label={s.from}>
            <DatePicker value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.detail.value })} />
          </FormField>
          <FormField label={s.to}>
            <DatePicker value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.detail.value })} />
          </FormField>
          <Button variant="primary" onClick={() => update({ filters: draft })} data-testid="failures-search">
            {s.search}
          </Button>
          <Box data-testid="failures-total">{s.total(list.data?.length ?? 0)}</Box>
        </SpaceBetween>
      }
      filteringPlaceholder={s.find}
    />
  );
}
