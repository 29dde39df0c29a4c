import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { Job } from '@shelfline/shared/contracts/job.contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { jobsQuery } from '../../queries/jobs.ts';
import { JOB_STRINGS as s } from '../jobs/strings.ts';

/** The job chosen on /jobTraits and /storeTraits, kept in the URL (`?jobId=`). */
export function useChosenJob(): {
  job: Job | undefined;
  jobs: Job[] | undefined;
  loading: boolean;
  choose: (id: number) => void;
} {
  const [params, setParams] = useSearchParams();
  // Every job, inactive ones too: their traits can still be read.
  const jobs = useQuery(jobsQuery(true));
  const jobId = Number(params.get('jobId'));
  const job = jobs.data?.find((j) => j.id === jobId);
  return {
    job,
    jobs: jobs.data,
    loading: jobs.isPending,
    choose: (id) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('jobId', String(id));
        return next;
      }),
  };
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
