import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ApprovalStatusFilter } from '@shelfline/shared/approval-status';
import { INVOICING_FROM_DATE_DAYS } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountManagersQuery, merchandisersQuery } from '../../queries/employees.ts';
import { invoicingJobsQuery } from '../../queries/merchandiser-invoicing.ts';
import type { FilterRights, InvoicingFilter } from './invoicing-filter.ts';
import { merchandiserInvoicingStrings as s } from './strings.ts';

const ALL: SelectProps.Option = { value: '', label: s.filter.all };
const STATUS_OPTIONS: SelectProps.Option[] = ([-1, 0, 1, 2, 3, 4] as const).map((v) => ({
  value: String(v),
  label: s.statusLabels[v],
}));

const idOf = (option: SelectProps.Option | null) => (option?.value ? Number(option.value) : undefined);
const chosen = (options: SelectProps.Option[], id: number | undefined) =>
  options.find((o) => o.value === String(id ?? '')) ?? ALL;

/** The earliest From Date a non-admin may pick (the server refuses earlier ones too). */
const earliestFrom = () => new Date(Date.now() - INVOICING_FROM_DATE_DAYS * 86_400_000).toISOString().slice(0, 10);

/** The calendar's day (a local date) as YYYY-MM-DD. */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The filter bar (002 §2): Account Manager (admin), Merchandiser (admin, account manager), Job, Status, From/To and
 * Manual Entry Only (admin); Load applies the draft.
 */
export function InvoicingFilterBar({
  rights,
  filter,
  onLoad,
  loading,
  forInvoices = false,
}: {
  rights: FilterRights;
  /** The Invoices tab's bar: no Status nor Manual Entry Only (002 §2). */
  forInvoices?: boolean;
  filter: InvoicingFilter;
  onLoad: (next: InvoicingFilter) => void;
  loading: boolean;
}) {
  const [draft, setDraft] = useState(filter);
  const jobs = useQuery(invoicingJobsQuery());
  const merchandisers = useQuery({ ...merchandisersQuery(), enabled: rights.merchandiser });
  const managers = useQuery({ ...accountManagersQuery(), enabled: rights.accountManager });
  const jobOptions = [
    ALL,
    ...(jobs.data ?? []).map((j) => ({ value: String(j.id), label: `${j.jobNumber} – ${j.description}` })),
  ];
  const merchOptions = [ALL, ...(merchandisers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))];
  const managerOptions = [ALL, ...(managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))];
  const earliest = rights.admin ? undefined : earliestFrom();

  return (
    <Container data-testid="invoicing-filter">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onLoad(draft);
        }}
      >
        <SpaceBetween size="s">
          <ColumnLayout columns={4} minColumnWidth={180}>
            {rights.accountManager && (
              <IdSelect
                label={s.filter.accountManager}
                testId="filter-account-manager"
                options={managerOptions}
                value={draft.accountManagerId}
                onChange={(accountManagerId) => setDraft({ ...draft, accountManagerId })}
              />
            )}
            {rights.merchandiser && (
              <IdSelect
                label={s.filter.merchandiser}
                testId="filter-merchandiser"
                options={merchOptions}
                value={draft.merchandiserId}
                onChange={(merchandiserId) => setDraft({ ...draft, merchandiserId })}
              />
            )}
            <IdSelect
              label={s.filter.job}
              testId="filter-job"
              options={jobOptions}
              value={draft.jobId}
              onChange={(jobId) => setDraft({ ...draft, jobId })}
            />
            {!forInvoices && (
              <FormField label={s.filter.status}>
                <Select
                  data-testid="filter-status"
                  selectedOption={STATUS_OPTIONS.find((o) => o.value === String(draft.status)) ?? null}
                  options={STATUS_OPTIONS}
                  onChange={(e) =>
                    setDraft({ ...draft, status: Number(e.detail.selectedOption.value) as ApprovalStatusFilter })
                  }
                />
              </FormField>
            )}
            <FormField label={s.filter.fromDate}>
              <DatePicker
                data-testid="filter-from"
                value={draft.fromDate}
                placeholder="YYYY/MM/DD"
                ariaLabel={s.filter.fromDate}
                openCalendarAriaLabel={() => s.filter.fromDate}
                isDateEnabled={(date) => !earliest || localDay(date) >= earliest}
                onChange={(e) => e.detail.value && setDraft({ ...draft, fromDate: e.detail.value })}
              />
            </FormField>
            <FormField label={s.filter.toDate}>
              <DatePicker
                data-testid="filter-to"
                value={draft.toDate}
                placeholder="YYYY/MM/DD"
                ariaLabel={s.filter.toDate}
                openCalendarAriaLabel={() => s.filter.toDate}
                onChange={(e) => e.detail.value && setDraft({ ...draft, toDate: e.detail.value })}
              />
            </FormField>
            {rights.admin && !forInvoices && (
              <FormField label=" ">
                <Checkbox
                  data-testid="filter-manual"
                  checked={draft.manualEntryOnly}
                  onChange={(e) => setDraft({ ...draft, manualEntryOnly: e.detail.checked })}
                >
                  {s.filter.manualEntryOnly}
                </Checkbox>
              </FormField>
            )}
          </ColumnLayout>
          <Button variant="primary" formAction="submit" loading={loading} data-testid="filter-load">
            {s.filter.load}
          </Button>
        </SpaceBetween>
      </form>
    </Container>
  );
}

/** A picker of one id among `options`, or All. */
function IdSelect(props: {
  label: string;
  testId: string;
  options: SelectProps.Option[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <FormField label={props.label}>
      <Select
        data-testid={props.testId}
        selectedOption={chosen(props.options, props.value)}
        options={props.options}
        filteringType="auto"
        onChange={(e) => props.onChange(idOf(e.detail.selectedOption))}
      />
    </FormField>
  );
}
