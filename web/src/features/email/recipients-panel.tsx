import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EmployeeOption } from '@shelfline/shared/contracts/employee-list.contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  accountManagersQuery,
  administratorsQuery,
  merchandisersQuery,
  supervisorsQuery,
  workersByJobQuery,
} from '../../queries/employees.ts';
import { jobsQuery } from '../../queries/jobs.ts';
import { serverInfoQuery } from '../../queries/server-info.ts';
import type { RecipientField } from './composer-form.ts';
import { recipientRowsOf } from './recipient-rows.ts';
import { RecipientsTable } from './recipients-table.tsx';
import { emailStrings as s } from './strings.ts';

/*
 * The composer's side panel (001 §2 E-mail composer, §5): workers found by job and dates (Services) or by role
 * (Directory), from which selected addresses go to To, Cc or Bcc. The Counter Email? filter (All, No, Yes) shows
 * when the deployment names the company's counter domains (brief E2: `GET info` hands them over).
 */

const REQUIRED = s.panel.required;
const ServicesSchema = z
  .object({
    jobId: z.string().min(1, REQUIRED),
    fromDate: z.string().min(1, REQUIRED),
    toDate: z.string().min(1, REQUIRED),
  })
  .refine((form) => !form.fromDate || !form.toDate || form.toDate >= form.fromDate, {
    path: ['toDate'],
    message: 'To date must not be before from date.',
  });
type ServicesForm = z.infer<typeof ServicesSchema>;

const DIRECTORY_TYPES = ['administrators', 'supervisors', 'accountManagers', 'merchandisers'] as const;
type DirectoryType = (typeof DIRECTORY_TYPES)[number];
const DIRECTORY_QUERIES = {
  administrators: administratorsQuery,
  supervisors: supervisorsQuery,
  accountManagers: accountManagersQuery,
  merchandisers: merchandisersQuery,
} satisfies Record<DirectoryType, () => unknown>;

const NO_DOMAINS: readonly string[] = [];

type OnAdd = (field: RecipientField, addresses: string[]) => void;

type TabProps = { onAdd: OnAdd; counterDomains: readonly string[] };

function ServicesTab({ onAdd, counterDomains }: TabProps) {
  const jobs = useQuery(jobsQuery(false));
  const [asked, setAsked] = useState<{ jobId: number; fromDate: string; toDate: string }>();
  const workers = useQuery(workersByJobQuery(asked));
  const form = useForm<ServicesForm>({
    resolver: zodResolver(ServicesSchema),
    defaultValues: { jobId: '', fromDate: '', toDate: '' },
  });
  const { errors } = form.formState;
  const jobOptions = useMemo(
    () =>
      (jobs.data ?? []).map((job) => ({
        value: String(job.id),
        label: job.jobNumber,
        description: job.description,
      })),
    [jobs.data],
  );
  const load = form.handleSubmit((values) =>
    setAsked({ jobId: Number(values.jobId), fromDate: values.fromDate, toDate: values.toDate }),
  );
  const date = (name: 'fromDate' | 'toDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} errorText={errors[name]?.message} data-testid={`services-${name}`}>
          <DatePicker
            value={field.value}
            onChange={({ detail }) => field.onChange(detail.value)}
            placeholder="YYYY-MM-DD"
            ariaLabel={label}
            openCalendarAriaLabel={(selected) => (selected ? `${label}: ${selected}` : label)}
            invalid={Boolean(errors[name])}
          />
        </FormField>
      )}
    />
  );
  return (
    <SpaceBetween size="s">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void load();
        }}
      >
        <SpaceBetween size="s">
          <Controller
            control={form.control}
            name="jobId"
            render={({ field }) => (
              <FormField label={s.panel.job} errorText={errors.jobId?.message} data-testid="services-job">
                <Select
                  selectedOption={jobOptions.find((option) => option.value === field.value) ?? null}
                  onChange={({ detail }) => field.onChange(detail.selectedOption.value ?? '')}
                  options={jobOptions}
                  filteringType="auto"
                  placeholder={s.panel.chooseJob}
                  statusType={jobs.isPending ? 'loading' : 'finished'}
                  ariaLabel={s.panel.job}
                  invalid={Boolean(errors.jobId)}
                />
              </FormField>
            )}
          />
          <SpaceBetween size="s" direction="horizontal">
            {date('fromDate', s.panel.fromDate)}
            {date('toDate', s.panel.toDate)}
          </SpaceBetween>
          <Button formAction="submit" data-testid="services-load">
            {s.panel.load}
          </Button>
        </SpaceBetween>
      </form>
      <RecipientsTable
        testId="services-recipients"
        rows={recipientRowsOf(workers.data ?? [])}
        loading={Boolean(asked) && workers.isFetching}
        onAdd={onAdd}
        counterDomains={counterDomains}
      />
    </SpaceBetween>
  );
}

function DirectoryTab({ onAdd, counterDomains }: TabProps) {
  const [type, setType] = useState<DirectoryType>('merchandisers');
  const [loaded, setLoaded] = useState<DirectoryType>();
  const workers = useQuery({
    ...(DIRECTORY_QUERIES[loaded ?? 'merchandisers']() as ReturnType<typeof merchandisersQuery>),
    enabled: loaded !== undefined,
  });
  const options = DIRECTORY_TYPES.map((value) => ({ value, label: s.directoryTypes[value] }));
  const rows: EmployeeOption[] = loaded ? (workers.data ?? []) : [];
  return (
    <SpaceBetween size="s">
      <SpaceBetween size="s" direction="horizontal" alignItems="end">
        <FormField label={s.panel.type}>
          <Select
            selectedOption={options.find((option) => option.value === type) ?? null}
            onChange={({ detail }) => setType(detail.selectedOption.value as DirectoryType)}
            options={options}
            ariaLabel={s.panel.type}
          />
        </FormField>
        <Button onClick={() => setLoaded(type)} data-testid="directory-load">
          {s.panel.load}
        </Button>
      </SpaceBetween>
      <RecipientsTable
        testId="directory-recipients"
        rows={recipientRowsOf(rows)}
        loading={loaded !== undefined && workers.isFetching}
        onAdd={onAdd}
        counterDomains={counterDomains}
      />
    </SpaceBetween>
  );
}

/** Services and Directory tabs beside the composer. */
export function RecipientsPanel({ onAdd }: { onAdd: OnAdd }) {
  const info = useQuery(serverInfoQuery());
  const counterDomains = info.data?.counterEmailDomains ?? NO_DOMAINS;
  return (
    <Container header={<Header variant="h2">{s.panel.title}</Header>} data-testid="recipients-panel">
      <Tabs
        tabs={[
          {
            id: 'services',
            label: s.panel.services,
            content: <ServicesTab onAdd={onAdd} counterDomains={counterDomains} />,
          },
          {
            id: 'directory',
            label: s.panel.directory,
            content: <DirectoryTab onAdd={onAdd} counterDomains={counterDomains} />,
          },
        ]}
      />
    </Container>
  );
}
