import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AddService, ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { ApiError, messagesOf } from '../../../lib/api-client.ts';
import { consumerGroupsQuery } from '../../../queries/consumer-groups.ts';
import { accountManagersQuery, merchandisersQuery } from '../../../queries/employees.ts';
import { jobProductsQuery, jobsOfRetailerQuery } from '../../../queries/jobs.ts';
import { retailersQuery } from '../../../queries/retailers.ts';
import { scheduleKeys } from '../../../queries/schedule.ts';
import { serviceTypesQuery } from '../../../queries/service-types.ts';
import { storesOfRetailerQuery } from '../../../queries/stores.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { type CreateServiceForm, CreateServiceFormSchema, NEW_SERVICE } from './create-service-form.ts';
import { ServicePicker, statusOf } from './service-picker.tsx';
import { maintenanceStrings as s } from './strings.ts';

type Option = { value: string; label: string };
const option = (id: number, label: string): Option => ({ value: String(id), label });
const NONE: Option = { value: '', label: '-' };
type IdField =
  | 'retailerId'
  | 'storeId'
  | 'jobId'
  | 'jobProductId'
  | 'serviceTypeId'
  | 'merchandiserId'
  | 'acctManagerId'
  | 'consumerGroupId';

/** The field errors a refused call names (`{ errors: { storeId: [...] } }`). */
function namedErrors(error: unknown): [string, string][] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object' || !('errors' in error.body))
    return [];
  const named = (error.body as { errors?: Record<string, string[] | string> }).errors ?? {};
  return Object.entries(named).map(([field, text]) => [field, Array.isArray(text) ? text.join(' ') : String(text)]);
}

/**
 * Create Service (admin, 000 §2.8): store (retailer, then any of its active stores), job product, type, merchandiser,
 * account manager and consumer group (optional), dates, time limit, trait, category.
 */
export function CreateServiceModal({
  onDismiss,
  onCreated,
}: {
  onDismiss: () => void;
  onCreated: (row: ScheduleRow) => void;
}) {
  const form = useForm<CreateServiceForm, unknown, AddService>({
    resolver: zodResolver(CreateServiceFormSchema),
    defaultValues: NEW_SERVICE,
  });
  const { control, formState } = form;
  const [retailerId, jobId] = form.watch(['retailerId', 'jobId']);
  const retailers = useQuery(retailersQuery(false));
  const stores = useQuery(storesOfRetailerQuery(retailerId));
  const jobs = useQuery(jobsOfRetailerQuery(retailerId));
  const products = useQuery(jobProductsQuery(jobId));
  const types = useQuery(serviceTypesQuery(false));
  const merchandisers = useQuery(merchandisersQuery());
  const managers = useQuery(accountManagersQuery());
  const groups = useQuery(consumerGroupsQuery(false));

  const queryClient = useQueryClient();
  const creating = useMutation({
    mutationFn: (body: AddService) => scheduleApi.addService(body),
    onSuccess: (row) => {
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      onCreated(row);
    },
    onError: (error) => {
      for (const [field, message] of namedErrors(error))
        if (field in CreateServiceFormSchema.in.shape) form.setError(field as IdField, { message });
      form.setError('root', { message: messagesOf(error).join(' ') });
    },
  });
  const busy = creating.isPending;
  const save = form.handleSubmit((body) => creating.mutate(body));

  /** A picker of one id field; `onPicked` also runs after the field changes (dependent fields). */
  const picker = (
    name: IdField,
    props: {
      label: string;
      testId: string;
      options: Option[];
      query: Parameters<typeof statusOf>[0];
      disabled?: boolean;
    },
    onPicked?: (id: number | undefined) => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ServicePicker
          label={props.label}
          testId={props.testId}
          value={field.value}
          options={props.options}
          status={statusOf(props.query)}
          error={fieldState.error?.message}
          disabled={props.disabled}
          onChange={(id) => {
            field.onChange(id);
            onPicked?.(id);
          }}
        />
      )}
    />
  );

  return (
    <Modal
      visible
      size="large"
      header={s.create.title}
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      data-testid="create-service"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy}>
            {s.create.cancel}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void save()} data-testid="create-service-save">
            {s.create.save}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        {formState.errors.root ? <FormField errorText={formState.errors.root.message} /> : null}
        <ColumnLayout columns={2}>
          {picker(
            'retailerId',
            {
              label: s.create.retailer,
              testId: 'create-retailer',
              options: (retailers.data ?? []).map((r) => option(r.id, r.name)),
              query: retailers,
            },
            () => {
              form.resetField('storeId');
              form.resetField('jobId');
              form.resetField('jobProductId');
            },
          )}
          {picker('storeId', {
            label: s.create.store,
            testId: 'create-store',
            options: (stores.data ?? []).map((st) => option(st.id, `${st.storeNumber} - ${st.name}`)),
            query: stores,
            disabled: !retailerId,
          })}
          {picker(
            'jobId',
            {
              label: s.create.job,
              testId: 'create-job',
              options: (jobs.data ?? []).map((j) => option(j.id, `${j.jobNumber} - ${j.description}`)),
              query: jobs,
              disabled: !retailerId,
            },
            () => form.resetField('jobProductId'),
          )}
          {picker(
            'jobProductId',
            {
              label: s.create.product,
              testId: 'create-product',
              options: (products.data ?? []).map((p) => option(p.id, p.product)),
              query: products,
              disabled: !jobId,
            },
            // The product's own service type, unless one is chosen already.
            (id) => {
              const product = products.data?.find((p) => p.id === id);
              if (product && form.getValues('serviceTypeId') === undefined)
                form.setValue('serviceTypeId', product.serviceTypeId);
            },
          )}
          {picker('serviceTypeId', {
            label: s.create.serviceType,
            testId: 'create-service-type',
            options: (types.data ?? []).map((t) => option(t.id, t.name)),
            query: types,
          })}
          {picker('merchandiserId', {
            label: s.create.merchandiser,
            testId: 'create-merchandiser',
            options: [NONE, ...(merchandisers.data ?? []).map((m) => option(m.id, m.name))],
            query: merchandisers,
          })}
          {picker('acctManagerId', {
            label: s.create.accountManager,
            testId: 'create-account-manager',
            options: [NONE, ...(managers.data ?? []).map((m) => option(m.id, m.name))],
            query: managers,
          })}
          {picker('consumerGroupId', {
            label: s.create.consumerGroup,
            testId: 'create-consumer-group',
            options: [NONE, ...(groups.data ?? []).map((g) => option(g.id, `${g.code} - ${g.description}`))],
            query: groups,
          })}
          {(['earliestDate', 'latestDate'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <FormField label={s.create[name]} errorText={fieldState.error?.message}>
                  <DatePicker
                    value={field.value}
                    placeholder="YYYY/MM/DD"
                    ariaLabel={s.create[name]}
                    onChange={(e) => field.onChange(e.detail.value)}
                  />
                </FormField>
              )}
            />
          ))}
          {(['timeLimit', 'trait'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <FormField label={s.create[name]} errorText={fieldState.error?.message}>
                  <Input
                    // The time limit in hours, by quarters.
                    {...(name === 'timeLimit' ? { type: 'number', step: 0.25, inputMode: 'decimal' } : {})}
                    value={field.value}
                    ariaLabel={s.create[name]}
                    onChange={(e) => field.onChange(e.detail.value)}
                  />
                </FormField>
              )}
            />
          ))}
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <FormField label={s.create.category}>
                <Select
                  selectedOption={{ value: field.value, label: field.value }}
                  options={[
                    { value: 'Manual', label: 'Manual' },
                    { value: 'Online', label: 'Online' },
                  ]}
                  ariaLabel={s.create.category}
                  onChange={(e) => field.onChange(e.detail.selectedOption.value as 'Manual' | 'Online')}
                />
              </FormField>
            )}
          />
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
