import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { ApiError, messagesOf } from '../../../lib/api-client.ts';
import { consumerGroupsQuery } from '../../../queries/consumer-groups.ts';
import { accountManagersQuery, merchandisersQuery } from '../../../queries/employees.ts';
import { jobProductsQuery, jobsOfRetailerQuery } from '../../../queries/jobs.ts';
import { retailersQuery } from '../../../queries/retailers.ts';
import { serviceTypesQuery } from '../../../queries/service-types.ts';
import { storesOfRetailerQuery } from '../../../queries/stores.ts';
import { timeLimitError } from '../shared/edit-rules.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { maintenanceStrings as s } from './strings.ts';

type Status = 'loading' | 'error' | 'finished';
const statusOf = (q: { isPending: boolean; isError: boolean; fetchStatus: string }): Status =>
  q.isPending && q.fetchStatus !== 'idle' ? 'loading' : q.isError ? 'error' : 'finished';

interface Form {
  retailerId?: number;
  storeId?: number;
  jobId?: number;
  jobProductId?: number;
  serviceTypeId?: number;
  earliestDate: string;
  latestDate: string;
  timeLimit: string;
  trait: string;
  merchandiserId?: number;
  acctManagerId?: number;
  consumerGroupId?: number;
  category: 'Manual' | 'Online';
}
type Errors = Partial<Record<keyof Form | 'form', string>>;

function Picker({
  label,
  value,
  options,
  status,
  error,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  options: { value: string; label: string }[];
  status: Status;
  error?: string;
  disabled?: boolean;
  onChange: (id: number | undefined) => void;
  testId: string;
}) {
  return (
    <FormField label={label} errorText={error} data-testid={testId}>
      <Select
        selectedOption={options.find((o) => o.value === String(value)) ?? null}
        options={options}
        filteringType="auto"
        placeholder={s.create.choose}
        statusType={status}
        disabled={disabled}
        ariaLabel={label}
        onChange={(e) => onChange(e.detail.selectedOption.value ? Number(e.detail.selectedOption.value) : undefined)}
      />
    </FormField>
  );
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
  const [form, setForm] = useState<Form>({
    earliestDate: '',
    latestDate: '',
    timeLimit: '1',
    trait: '',
    category: 'Manual',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const retailers = useQuery(retailersQuery(false));
  const stores = useQuery(storesOfRetailerQuery(form.retailerId));
  const jobs = useQuery(jobsOfRetailerQuery(form.retailerId));
  const products = useQuery(jobProductsQuery(form.jobId));
  const types = useQuery(serviceTypesQuery(false));
  const merchandisers = useQuery(merchandisersQuery());
  const managers = useQuery(accountManagersQuery());
  const groups = useQuery(consumerGroupsQuery(false));
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const save = async () => {
    const found: Errors = {};
    if (!form.storeId) found.storeId = s.create.required(s.create.store);
    if (!form.jobProductId) found.jobProductId = s.create.required(s.create.product);
    if (!form.serviceTypeId) found.serviceTypeId = s.create.required(s.create.serviceType);
    if (!form.earliestDate) found.earliestDate = s.create.required(s.create.earliestDate);
    if (!form.latestDate) found.latestDate = s.create.required(s.create.latestDate);
    const limit = timeLimitError(form.timeLimit);
    if (limit) found.timeLimit = limit;
    setErrors(found);
    if (Object.keys(found).length || !form.storeId || !form.jobProductId || !form.serviceTypeId) return;
    setBusy(true);
    try {
      onCreated(
        await scheduleApi.addService({
          storeId: form.storeId,
          jobProductId: form.jobProductId,
          serviceTypeId: form.serviceTypeId,
          earliestDate: form.earliestDate,
          latestDate: form.latestDate,
          timeLimit: Number(form.timeLimit),
          trait: form.trait,
          merchandiserId: form.merchandiserId,
          acctManagerId: form.acctManagerId,
          consumerGroupId: form.consumerGroupId,
          category: form.category,
        }),
      );
    } catch (error) {
      const fieldErrors: Errors = {};
      if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'errors' in error.body) {
        const named = (error.body as { errors?: Record<string, string[] | string> }).errors ?? {};
        for (const [field, text] of Object.entries(named))
          fieldErrors[field as keyof Form] = Array.isArray(text) ? text.join(' ') : String(text);
      }
      setErrors({ ...fieldErrors, form: messagesOf(error).join(' ') });
    } finally {
      setBusy(false);
    }
  };

  const option = (id: number, label: string) => ({ value: String(id), label });
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
        {errors.form ? <FormField errorText={errors.form} /> : null}
        <ColumnLayout columns={2}>
          <Picker
            label={s.create.retailer}
            testId="create-retailer"
            value={form.retailerId}
            options={(retailers.data ?? []).map((r) => option(r.id, r.name))}
            status={statusOf(retailers)}
            onChange={(retailerId) =>
              set({ retailerId, storeId: undefined, jobId: undefined, jobProductId: undefined })
            }
          />
          <Picker
            label={s.create.store}
            testId="create-store"
            value={form.storeId}
            options={(stores.data ?? []).map((st) => option(st.id, `${st.storeNumber} - ${st.name}`))}
            status={statusOf(stores)}
            error={errors.storeId}
            disabled={!form.retailerId}
            onChange={(storeId) => set({ storeId })}
          />
          <Picker
            label={s.create.job}
            testId="create-job"
            value={form.jobId}
            options={(jobs.data ?? []).map((j) => option(j.id, `${j.jobNumber} - ${j.description}`))}
            status={statusOf(jobs)}
            disabled={!form.retailerId}
            onChange={(jobId) => set({ jobId, jobProductId: undefined })}
          />
          <Picker
            label={s.create.product}
            testId="create-product"
            value={form.jobProductId}
            options={(products.data ?? []).map((p) => option(p.id, p.product))}
            status={statusOf(products)}
            error={errors.jobProductId}
            disabled={!form.jobId}
            onChange={(jobProductId) => {
              const product = products.data?.find((p) => p.id === jobProductId);
              set({ jobProductId, serviceTypeId: form.serviceTypeId ?? product?.serviceTypeId });
            }}
          />
          <Picker
            label={s.create.serviceType}
            testId="create-service-type"
            value={form.serviceTypeId}
            options={(types.data ?? []).map((t) => option(t.id, t.name))}
            status={statusOf(types)}
            error={errors.serviceTypeId}
            onChange={(serviceTypeId) => set({ serviceTypeId })}
          />
          <Picker
            label={s.create.merchandiser}
            testId="create-merchandiser"
            value={form.merchandiserId}
            options={[{ value: '', label: '-' }, ...(merchandisers.data ?? []).map((m) => option(m.id, m.name))]}
            status={statusOf(merchandisers)}
            onChange={(merchandiserId) => set({ merchandiserId })}
          />
          <Picker
            label={s.create.accountManager}
            testId="create-account-manager"
            value={form.acctManagerId}
            options={[{ value: '', label: '-' }, ...(managers.data ?? []).map((m) => option(m.id, m.name))]}
            status={statusOf(managers)}
            error={errors.acctManagerId}
            onChange={(acctManagerId) => set({ acctManagerId })}
          />
          <Picker
            label={s.create.consumerGroup}
            testId="create-consumer-group"
            value={form.consumerGroupId}
            options={[
              { value: '', label: '-' },
              ...(groups.data ?? []).map((g) => option(g.id, `${g.code} - ${g.description}`)),
            ]}
            status={statusOf(groups)}
            error={errors.consumerGroupId}
            onChange={(consumerGroupId) => set({ consumerGroupId })}
          />
          <FormField label={s.create.earliestDate} errorText={errors.earliestDate}>
            <DatePicker
              value={form.earliestDate}
              placeholder="YYYY/MM/DD"
              ariaLabel={s.create.earliestDate}
              onChange={(e) => set({ earliestDate: e.detail.value })}
            />
          </FormField>
          <FormField label={s.create.latestDate} errorText={errors.latestDate}>
            <DatePicker
              value={form.latestDate}
              placeholder="YYYY/MM/DD"
              ariaLabel={s.create.latestDate}
              onChange={(e) => set({ latestDate: e.detail.value })}
            />
          </FormField>
          <FormField label={s.create.timeLimit} errorText={errors.timeLimit}>
            <Input
              type="number"
              step={0.25}
              inputMode="decimal"
              value={form.timeLimit}
              ariaLabel={s.create.timeLimit}
              onChange={(e) => set({ timeLimit: e.detail.value })}
            />
          </FormField>
          <FormField label={s.create.trait} errorText={errors.trait}>
            <Input value={form.trait} ariaLabel={s.create.trait} onChange={(e) => set({ trait: e.detail.value })} />
          </FormField>
          <FormField label={s.create.category}>
            <Select
              selectedOption={{ value: form.category, label: form.category }}
              options={[
                { value: 'Manual', label: 'Manual' },
                { value: 'Online', label: 'Online' },
              ]}
              ariaLabel={s.create.category}
              onChange={(e) => set({ category: e.detail.selectedOption.value as 'Manual' | 'Online' })}
            />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
