import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { SUMMARY_STRINGS as s } from './strings.ts';
import type { SummaryChoice } from './summary-state.ts';

/** The job and date-range pickers (002 §2): the range lists the job's layouts, newest first. */
export function SummaryPickers({ choice }: { choice: SummaryChoice }) {
  const jobOptions = (choice.jobs.data ?? []).map((job) => ({
    value: String(job.id),
    label: `${job.jobNumber} - ${job.description}`,
  }));
  const rangeOptions = (choice.ranges.data ?? []).map((range) => ({
    value: String(range.reportId),
    label: range.dateRange,
    description: range.description,
    tags: range.inactive ? [s.inactiveRange] : undefined,
  }));
  return (
    <ColumnLayout columns={2}>
      <FormField label={s.job} stretch>
        <Select
          data-testid="summary-job"
          placeholder={s.chooseJob}
          filteringType="auto"
          empty={s.noJobs}
          statusType={choice.jobs.isPending ? 'loading' : 'finished'}
          options={jobOptions}
          selectedOption={jobOptions.find((o) => o.value === String(choice.jobId)) ?? null}
          onChange={(e) => choice.chooseJob(Number(e.detail.selectedOption.value))}
        />
      </FormField>
      <FormField label={s.range} stretch>
        <Select
          data-testid="summary-range"
          placeholder={s.chooseRange}
          empty={s.noRanges}
          disabled={choice.jobId === undefined}
          statusType={choice.ranges.isFetching ? 'loading' : 'finished'}
          options={rangeOptions}
          selectedOption={rangeOptions.find((o) => o.value === String(choice.reportId)) ?? null}
          onChange={(e) => choice.chooseRange(Number(e.detail.selectedOption.value))}
        />
      </FormField>
    </ColumnLayout>
  );
}
