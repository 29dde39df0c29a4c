import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import { useQuery } from '@tanstack/react-query';
import { fetchFailure } from '../../app/providers/fetch-failures.tsx';
import { draftJobProductsQuery } from '../../queries/drafts.ts';
import { serviceTypesQuery } from '../../queries/service-types.ts';
import { AddJobsModal } from './add-jobs-modal.tsx';
import { type DraftPanelProps, DraftRowsPanel, usePanelChange } from './draft-panel.tsx';
import { draftsApi, monthsFromToday } from './drafts-api.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.jobs;
const d = draftStrings.dateRange;

const NO_HELPER: SelectProps.Option = { value: '', label: s.noHelper };

/** The helper-job lookup window: one year back to three months ahead (000 §7.4). */
const helperWindow = () => ({ startDate: monthsFromToday(-12), endDate: monthsFromToday(3) });

const DATE_RANGE_STRINGS: DateRangePickerProps.I18nStrings = {
  applyButtonLabel: d.apply,
  cancelButtonLabel: d.cancel,
  clearButtonLabel: d.clear,
  startDateLabel: d.startDate,
  endDateLabel: d.endDate,
  dateConstraintText: d.constraint,
  isoDateConstraintText: d.constraint,
  slashedDateConstraintText: d.constraint,
  absoluteModeTitle: s.dateRange,
};

const rangeOf = (job: DraftJob): DateRangePickerProps.Value | null =>
  job.startDate && job.endDate ? { type: 'absolute', startDate: job.startDate, endDate: job.endDate } : null;

const isValidRange: DateRangePickerProps.ValidationFunction = (range) => {
  if (range?.type === 'absolute' && range.startDate && range.endDate && range.endDate < range.startDate)
    return { valid: false, errorMessage: s.endBeforeStart };
  return { valid: true };
};

/**
 * 'Jobs (n)' (000 §2.6): the draft's job products with Add jobs; per row the Helper Job # and Service Type selects,
 * the date range (clearing it removes the dates) and remove.
 */
export function DraftJobsPanel({ draft, readOnly, onChanged }: DraftPanelProps) {
  const { busy, change } = usePanelChange<number>(onChanged);
  const jobs = draft.draftJobs ?? [];
  const helpers = useQuery({ ...draftJobProductsQuery(draft.retailerId, helperWindow()), enabled: jobs.length > 0 });
  // Every service type, the inactive ones too: a job keeps an old one.
  const serviceTypes = useQuery({
    ...serviceTypesQuery(true),
    enabled: jobs.length > 0,
    meta: fetchFailure('serviceTypes'),
  });

  const update = (job: DraftJob, patch: { helperJobProductId?: number; serviceTypeId?: number }) =>
    change(
      job.id,
      () =>
        draftsApi.updateJob(draft.id, job, {
          jobProductId: job.jobProductId,
          helperJobProductId: 'helperJobProductId' in patch ? patch.helperJobProductId : job.helperJobProductId,
          serviceTypeId: patch.serviceTypeId ?? job.serviceTypeId,
        }),
      s.updateFailed,
    );
  const setDates = (job: DraftJob, value: DateRangePickerProps.Value | null) => {
    if (value === null) {
      if (!job.startDate && !job.endDate) return;
      return change(job.id, () => draftsApi.clearJobDates(job.id), s.updateFailed);
    }
    if (value.type !== 'absolute') return;
    const startDate = value.startDate.slice(0, 10);
    const endDate = value.endDate.slice(0, 10);
    if (startDate === job.startDate && endDate === job.endDate) return;
    return change(job.id, () => draftsApi.setJobDates(job.id, startDate, endDate), s.updateFailed);
  };

  const helperOptions = (job: DraftJob): SelectProps.Option[] => {
    const options = (helpers.data ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.jobNumber} - ${p.product}`,
      description: p.serviceType,
    }));
    // The chosen helper stays listed when it has left the lookup window.
    if (job.helperJobProductId && !options.some((o) => o.value === String(job.helperJobProductId)))
      options.unshift({ value: String(job.helperJobProductId), label: job.helperJobNumber ?? '', description: '' });
    return [NO_HELPER, ...options];
  };
  const serviceTypeOptions = (job: DraftJob): SelectProps.Option[] => {
    const options = (serviceTypes.data ?? [])
      .filter((t) => !t.isInactive || t.id === job.serviceTypeId)
      .map((t) => ({ value: String(t.id), label: t.name }));
    if (!options.some((o) => o.value === String(job.serviceTypeId)))
      options.unshift({ value: String(job.serviceTypeId), label: job.serviceType ?? String(job.serviceTypeId) });
    return options;
  };

  return (
    <DraftRowsPanel<DraftJob, number>
      draft={draft}
      readOnly={readOnly}
      onChanged={onChanged}
      name="jobs"
      one="job"
      strings={s}
      rows={jobs}
      keyOf={(j) => j.id}
      busy={busy}
      columnDefinitions={[
        { id: 'jobNumber', header: s.jobNumber, cell: (j) => j.jobNumber, width: 100 },
        {
          id: 'helperJob',
          header: s.helperJob,
          minWidth: 200,
          cell: (j) => {
            const options = helperOptions(j);
            return (
              <Select
                ariaLabel={s.helperLabel(j.jobNumber)}
                options={options}
                selectedOption={options.find((o) => o.value === String(j.helperJobProductId ?? '')) ?? NO_HELPER}
                filteringType="auto"
                statusType={helpers.isPending ? 'loading' : 'finished'}
                disabled={readOnly || busy !== undefined}
                expandToViewport
                onChange={(event) => {
                  const value = event.detail.selectedOption.value;
                  void update(j, { helperJobProductId: value ? Number(value) : undefined });
                }}
                data-testid="job-helper"
              />
            );
          },
        },
        { id: 'supplier', header: s.supplier, cell: (j) => j.supplier },
        { id: 'product', header: s.product, cell: (j) => j.product },
        {
          id: 'serviceType',
          header: s.serviceType,
          minWidth: 160,
          cell: (j) => {
            const options = serviceTypeOptions(j);
            return (
              <Select
                ariaLabel={s.serviceTypeLabel(j.jobNumber)}
                options={options}
                selectedOption={options.find((o) => o.value === String(j.serviceTypeId)) ?? null}
                statusType={serviceTypes.isPending ? 'loading' : 'finished'}
                disabled={readOnly || busy !== undefined}
                expandToViewport
                onChange={(event) => void update(j, { serviceTypeId: Number(event.detail.selectedOption.value) })}
                data-testid="job-service-type"
              />
            );
          },
        },
        {
          id: 'dates',
          header: s.dateRange,
          minWidth: 260,
          cell: (j) => (
            <DateRangePicker
              value={rangeOf(j)}
              onChange={(event) => void setDates(j, event.detail.value)}
              relativeOptions={[]}
              rangeSelectorMode="absolute-only"
              dateOnly
              isValidRange={isValidRange}
              placeholder={s.datePlaceholder}
              i18nStrings={{ ...DATE_RANGE_STRINGS, ariaLabel: s.dateRangeLabel(j.jobNumber) }}
              disabled={readOnly || busy !== undefined}
              expandToViewport
              data-testid="job-dates"
            />
          ),
        },
      ]}
      removeLabel={(j) => s.removeLabel(j.jobNumber, j.product)}
      removeQuestion={(j) => s.removeQuestion(j.jobNumber, j.product, draft.draftStores?.length ?? 0)}
      remove={(j) => change(j.id, () => draftsApi.removeJob(draft.id, j.id), s.removeFailed)}
      AddModal={AddJobsModal}
    />
  );
}
