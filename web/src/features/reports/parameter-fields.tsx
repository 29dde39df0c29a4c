import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  ALL_CIRS_MERCHANDISERS,
  ALL_MANUAL_MERCHANDISERS,
  CHARGE_APPROVAL_UNSORTABLE_FIELDS,
  type SortKey,
} from '@shelfline/shared/contracts/report.contract';
import { useQuery } from '@tanstack/react-query';
import { merchandisersQuery } from '../../queries/employees.ts';
import { jobsQuery } from '../../queries/jobs.ts';
import { provincesQuery } from '../../queries/locations.ts';
import { scheduleSortFieldsQuery } from '../../queries/reports.ts';
import { REPORT_STRINGS as s } from './strings.ts';

/*
 * The report parameters' pickers (000 §7.6, brief §2.7 b), as controlled fields: the Reporting modals and the
 * scheduled export editor show the same ones for the same report. Each picker asks for its list when it mounts, so a
 * list is read only once a modal that shows it opens.
 */

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  errorText?: string | undefined;
}

const ALL = '';

export function JobField({ value, onChange, errorText }: FieldProps<number | undefined>) {
  const jobs = useQuery(jobsQuery(false));
  const options: SelectProps.Option[] = [
    { value: ALL, label: s.allJobs },
    ...(jobs.data ?? []).map((job) => ({ value: String(job.id), label: `${job.jobNumber} ${job.description}` })),
  ];
  return (
    <FormField label={s.job} errorText={errorText} data-testid="report-job">
      <Select
        options={options}
        filteringType="auto"
        filteringPlaceholder={s.filterPlaceholder}
        statusType={jobs.isPending ? 'loading' : 'finished'}
        loadingText={s.loading}
        selectedOption={options.find((o) => o.value === (value === undefined ? ALL : String(value))) ?? null}
        onChange={({ detail }) =>
          onChange(detail.selectedOption.value ? Number(detail.selectedOption.value) : undefined)
        }
      />
    </FormField>
  );
}

/** All Merchandisers is `null` (002 §7), All Manual -1, All CIRS -2, else a worker. */
export function MerchandiserField({ value, onChange, errorText }: FieldProps<number | null | undefined>) {
  const workers = useQuery(merchandisersQuery());
  const options: SelectProps.Option[] = [
    { value: ALL, label: s.allMerchandisers },
    { value: String(ALL_MANUAL_MERCHANDISERS), label: s.allManual },
    { value: String(ALL_CIRS_MERCHANDISERS), label: s.allCirs },
    ...(workers.data ?? []).map((w) => ({ value: String(w.id), label: w.name, description: w.code })),
  ];
  const current = value === undefined || value === null ? ALL : String(value);
  return (
    <FormField label={s.merchandiser} errorText={errorText} data-testid="report-merchandiser">
      <Select
        options={options}
        filteringType="auto"
        filteringPlaceholder={s.filterPlaceholder}
        statusType={workers.isPending ? 'loading' : 'finished'}
        loadingText={s.loading}
        selectedOption={options.find((o) => o.value === current) ?? null}
        onChange={({ detail }) => onChange(detail.selectedOption.value ? Number(detail.selectedOption.value) : null)}
      />
    </FormField>
  );
}

/** None chosen reads as every province; Travel Locations offers Select All (000 §7.6). */
export function ProvincesField({
  value,
  onChange,
  errorText,
  selectAll = false,
}: FieldProps<number[] | undefined> & { selectAll?: boolean }) {
  const provinces = useQuery(provincesQuery(false));
  const options = (provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName, description: p.code }));
  const chosen = new Set((value ?? []).map(String));
  return (
    <FormField
      label={s.provinces}
      constraintText={s.allProvinces}
      errorText={errorText}
      data-testid="report-provinces"
      secondaryControl={
        selectAll ? (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              onClick={() => onChange(options.map((o) => Number(o.value)))}
              data-testid="provinces-select-all"
            >
              {s.selectAll}
            </Button>
            <Button formAction="none" onClick={() => onChange([])}>
              {s.clear}
            </Button>
          </SpaceBetween>
        ) : undefined
      }
    >
      <Multiselect
        options={options}
        filteringType="auto"
        filteringPlaceholder={s.filterPlaceholder}
        statusType={provinces.isPending ? 'loading' : 'finished'}
        loadingText={s.loading}
        tokenLimit={4}
        selectedOptions={options.filter((o) => chosen.has(o.value))}
        onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => Number(o.value)))}
      />
    </FormField>
  );
}

export function HistoryField({ value, onChange }: FieldProps<boolean | undefined>) {
  return (
    <FormField label={s.history}>
      <Checkbox
        checked={value ?? false}
        onChange={({ detail }) => onChange(detail.checked)}
        data-testid="report-history"
      >
        {s.historyHint}
      </Checkbox>
    </FormField>
  );
}

const DIRECTIONS: SelectProps.Option[] = [
  { value: 'ASC', label: s.ascending },
  { value: 'DESC', label: s.descending },
];

/**
 * Several sort keys, each ASC or DESC, from `GET reports/schedule/fields`; Charge Approval leaves out the fields it
 * has no column for (CHARGE_APPROVAL_UNSORTABLE_FIELDS, 000 §5).
 */
export function SortKeysField({
  value,
  onChange,
  errorText,
  chargeApproval,
}: FieldProps<SortKey[] | undefined> & { chargeApproval: boolean }) {
  const fields = useQuery(scheduleSortFieldsQuery());
  const options = (fields.data ?? [])
    .filter((f) => !chargeApproval || !CHARGE_APPROVAL_UNSORTABLE_FIELDS.includes(f.field))
    .map((f) => ({ value: f.field, label: f.label }));
  const keys = value ?? [];
  const replace = (index: number, key: SortKey) => onChange(keys.map((k, i) => (i === index ? key : k)));
  const unused = options.find((o) => !keys.some((k) => k.field === o.value));
  return (
    <FormField label={s.sortBy} errorText={errorText} description={keys.length === 0 ? s.noSort : undefined}>
      <SpaceBetween size="xs">
        {keys.map((key, index) => (
          <SpaceBetween key={key.field} direction="horizontal" size="xs" alignItems="center">
            <Select
              ariaLabel={`${s.sortField} ${index + 1}`}
              data-testid={`sort-field-${index}`}
              options={options.filter((o) => o.value === key.field || !keys.some((k) => k.field === o.value))}
              filteringType="auto"
              selectedOption={options.find((o) => o.value === key.field) ?? { value: key.field, label: key.field }}
              onChange={({ detail }) => replace(index, { ...key, field: detail.selectedOption.value ?? key.field })}
            />
            <Select
              ariaLabel={`${s.sortDirection} ${index + 1}`}
              options={DIRECTIONS}
              selectedOption={DIRECTIONS.find((o) => o.value === key.direction) ?? null}
              onChange={({ detail }) =>
                replace(index, { ...key, direction: detail.selectedOption.value === 'DESC' ? 'DESC' : 'ASC' })
              }
            />
            <Button
              formAction="none"
              iconName="close"
              variant="icon"
              ariaLabel={`${s.removeSort} ${key.field}`}
              onClick={() => onChange(keys.filter((_, i) => i !== index))}
            />
          </SpaceBetween>
        ))}
        <Button
          formAction="none"
          iconName="add-plus"
          disabled={!unused}
          loading={fields.isPending}
          onClick={() => unused?.value && onChange([...keys, { field: unused.value, direction: 'ASC' }])}
          data-testid="report-add-sort"
        >
          {s.addSort}
        </Button>
      </SpaceBetween>
    </FormField>
  );
}
