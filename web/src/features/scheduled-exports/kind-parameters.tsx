import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  EXPORT_KIND_PARAMETERS,
  type ExportKind,
  type ExportScheduleParameterName,
  type ExportScheduleParameters,
  POSTING_DATES,
  RELATIVE_PERIODS,
  type RelativePeriod,
} from '@shelfline/shared/contracts/export-schedule.contract';
import { useQuery } from '@tanstack/react-query';
import { orderExportLayoutsQuery } from '../../queries/order-export.ts';
import { reportRangesQuery } from '../../queries/summary.ts';
import { suppliersQuery } from '../../queries/suppliers.ts';
import {
  HistoryField,
  JobField,
  MerchandiserField,
  ProvincesField,
  SortKeysField,
} from '../reports/parameter-fields.tsx';
import { PERIOD_LABELS, SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';

type Errors = Partial<Record<ExportScheduleParameterName, string>>;

interface KindParametersProps {
  kind: ExportKind;
  value: ExportScheduleParameters;
  onChange: (value: ExportScheduleParameters) => void;
  errors: Errors;
}

/**
 * The parameters a kind reads (EXPORT_KIND_PARAMETERS): a report's are the fields of its Reporting modal, with a
 * period relative to the run in place of the dates; the other kinds pick their supplier, layout, report range or
 * invoices. Only the kind's own fields are shown, and the editor sends only those.
 */
export function KindParameters({ kind, value, onChange, errors }: KindParametersProps) {
  const reads = new Set(EXPORT_KIND_PARAMETERS[kind].reads);
  const set = <K extends ExportScheduleParameterName>(name: K, next: ExportScheduleParameters[K]) =>
    onChange({ ...value, [name]: next });
  return (
    <SpaceBetween size="m">
      {reads.has('period') && (
        <PeriodField value={value.period} onChange={(p) => set('period', p)} errorText={errors.period} />
      )}
      {reads.has('jobId') && (
        <JobField value={value.jobId} onChange={(id) => set('jobId', id)} errorText={errors.jobId} />
      )}
      {reads.has('reportId') && (
        <ReportRangeField jobId={value.jobId} value={value.reportId} onChange={(id) => set('reportId', id)} />
      )}
      {reads.has('merchandiserId') && (
        <MerchandiserField
          value={value.merchandiserId}
          onChange={(id) => set('merchandiserId', id)}
          errorText={errors.merchandiserId}
        />
      )}
      {reads.has('provinceIds') && (
        <ProvincesField
          value={value.provinceIds}
          onChange={(ids) => set('provinceIds', ids)}
          errorText={errors.provinceIds}
          selectAll={kind === 'travelLocations'}
        />
      )}
      {reads.has('isHistory') && <HistoryField value={value.isHistory} onChange={(on) => set('isHistory', on)} />}
      {reads.has('sortExpression') && (
        <SortKeysField
          value={value.sortExpression}
          onChange={(keys) => set('sortExpression', keys)}
          errorText={errors.sortExpression}
          chargeApproval={kind === 'chargeApproval'}
        />
      )}
      {reads.has('supplierId') && (
        <SupplierField
          value={value.supplierId}
          onChange={(id) => set('supplierId', id)}
          errorText={errors.supplierId}
        />
      )}
      {reads.has('orderLayoutId') && (
        <LayoutField
          value={value.orderLayoutId}
          onChange={(id) => set('orderLayoutId', id)}
          errorText={errors.orderLayoutId}
        />
      )}
      {reads.has('toUmeFolder') && (
        <Checkbox checked={value.toUmeFolder ?? false} onChange={({ detail }) => set('toUmeFolder', detail.checked)}>
          {s.toUmeFolder}
        </Checkbox>
      )}
      {reads.has('invoiceKind') && (
        <ChoiceField
          label={s.invoiceKind}
          options={[
            { value: 'service', label: s.serviceInvoices },
            { value: 'client', label: s.clientInvoices },
          ]}
          value={value.invoiceKind}
          onChange={(v) => set('invoiceKind', v as ExportScheduleParameters['invoiceKind'])}
          errorText={errors.invoiceKind}
        />
      )}
      {reads.has('postingDate') && (
        <ChoiceField
          label={s.postingDate}
          options={POSTING_DATES.map((d) => ({ value: d, label: s[d] }))}
          value={value.postingDate}
          onChange={(v) => set('postingDate', v as ExportScheduleParameters['postingDate'])}
          errorText={errors.postingDate}
        />
      )}
    </SpaceBetween>
  );
}

const PERIOD_OPTIONS = RELATIVE_PERIODS.map((type) => ({ value: type, label: PERIOD_LABELS[type] }));
const takesDays = (type: string | undefined) => type === 'lastNDays' || type === 'nextNDays';

function PeriodField({
  value,
  onChange,
  errorText,
}: {
  value: RelativePeriod | undefined;
  onChange: (value: RelativePeriod | undefined) => void;
  errorText?: string | undefined;
}) {
  return (
    <ColumnLayout columns={2}>
      <FormField label={s.period} errorText={takesDays(value?.type) ? undefined : errorText}>
        <Select
          options={PERIOD_OPTIONS}
          placeholder={s.choosePeriod}
          selectedOption={PERIOD_OPTIONS.find((o) => o.value === value?.type) ?? null}
          onChange={({ detail }) => {
            const type = detail.selectedOption.value as RelativePeriod['type'];
            onChange(takesDays(type) ? { type, days: value?.days ?? 7 } : { type });
          }}
          data-testid="schedule-period"
        />
      </FormField>
      {value && takesDays(value.type) && (
        <FormField label={s.days} errorText={errorText}>
          <Input
            type="number"
            inputMode="numeric"
            value={String(value.days ?? '')}
            onChange={({ detail }) => onChange({ ...value, days: Number(detail.value) || undefined })}
          />
        </FormField>
      )}
    </ColumnLayout>
  );
}

function ChoiceField({
  label,
  options,
  value,
  onChange,
  errorText,
}: {
  label: string;
  options: SelectProps.Option[];
  value: string | number | undefined;
  onChange: (value: string | undefined) => void;
  errorText?: string | undefined;
}) {
  return (
    <FormField label={label} errorText={errorText}>
      <Select
        options={options}
        filteringType={options.length > 8 ? 'auto' : 'none'}
        selectedOption={options.find((o) => o.value === (value === undefined ? undefined : String(value))) ?? null}
        onChange={({ detail }) => onChange(detail.selectedOption.value)}
      />
    </FormField>
  );
}

const numberOrUndefined = (v: string | undefined) => (v ? Number(v) : undefined);

function SupplierField(props: { value?: number | undefined; onChange: (id?: number) => void; errorText?: string }) {
  const suppliers = useQuery(suppliersQuery(false));
  const options = (suppliers.data ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  return (
    <ChoiceField
      label={s.supplier}
      options={options}
      value={props.value}
      onChange={(v) => props.onChange(numberOrUndefined(v))}
      errorText={props.errorText}
    />
  );
}

function LayoutField(props: { value?: number | undefined; onChange: (id?: number) => void; errorText?: string }) {
  const layouts = useQuery(orderExportLayoutsQuery());
  const options = (layouts.data ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  return (
    <ChoiceField
      label={s.orderLayout}
      options={options}
      value={props.value}
      onChange={(v) => props.onChange(numberOrUndefined(v))}
      errorText={props.errorText}
    />
  );
}

/** A Summary's report range: the job's current one unless one is chosen. */
function ReportRangeField(props: {
  jobId?: number | undefined;
  value?: number | undefined;
  onChange: (id?: number) => void;
}) {
  const ranges = useQuery(reportRangesQuery(props.jobId));
  const options = [
    { value: '', label: s.currentRange },
    ...(ranges.data ?? []).map((r) => ({ value: String(r.reportId), label: `${r.dateRange} ${r.description}`.trim() })),
  ];
  return (
    <ChoiceField
      label={s.reportRange}
      options={options}
      value={props.value ?? ''}
      onChange={(v) => props.onChange(numberOrUndefined(v))}
    />
  );
}
