import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { Job } from '@shelfline/shared/contracts/job.contract';
import { useQuery } from '@tanstack/react-query';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import { jobsQuery } from '../../queries/jobs.ts';
import { JOB_STRINGS as s } from '../jobs/strings.ts';

const CHOSEN_JOB_PARAMS = { jobId: urlParam.id() };
const CHOSEN_JOB: UrlStateCodec<{ jobId: number | undefined }> = {
  read: (params) => readUrl(CHOSEN_JOB_PARAMS, params),
  write: (params, state) => writeUrl(CHOSEN_JOB_PARAMS, params, state),
  history: 'push',
};

/** The job chosen on /jobTraits and /storeTraits, kept in the URL (`?jobId=`; Back goes to the job before). */
export function useChosenJob(): {
  job: Job | undefined;
  jobs: Job[] | undefined;
  loading: boolean;
  choose: (id: number) => void;
} {
  const { state, update } = useUrlState(CHOSEN_JOB);
  // Every job, inactive ones too: their traits can still be read.
  const jobs = useQuery(jobsQuery(true));
  const job = jobs.data?.find((j) => j.id === state.jobId);
  return { job, jobs: jobs.data, loading: jobs.isPending, choose: (id) => update({ jobId: id }) };
}

export function JobPicker({ chosen }: { chosen: ReturnType<typeof useChosenJob> }) {
  const options = (chosen.jobs ?? []).map((j) => ({
    value: String(j.id),
    label: `${j.jobNumber} - ${j.description}`,
    tags: j.isInactive ? ['Inactive'] : undefined,
  }));
  return (
    <FormField label={s.job} stretch>
      <Select
        data-testid="job-picker"
        placeholder={s.chooseJob}
        filteringType="auto"
        statusType={chosen.loading ? 'loading' : 'finished'}
        options={options}
        selectedOption={options.find((o) => o.value === String(chosen.job?.id)) ?? null}
        onChange={(e) => chosen.choose(Number(e.detail.selectedOption.value))}
      />
    </FormField>
  );
}
