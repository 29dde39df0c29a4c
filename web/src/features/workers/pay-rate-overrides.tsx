import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  PAY_RATE_PLACEHOLDERS,
  type PayRateOverride,
  type PayRateOverrideInput,
  PayRateOverrideInputSchema,
} from '@shelfline/shared/contracts/employee-pay-rate-override.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { EntityFormModal, type FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { payRateOverridesQuery, workerKeys } from '../../queries/workers.ts';
import { datePart, workerStrings as s } from './strings.ts';
import { useRowChanges } from './use-row-changes.ts';
import { useOverridePickers } from './worker-pickers.ts';
import { workersApi } from './workers-api.ts';

const money = (n: number | undefined) => (n === undefined ? '' : n.toFixed(2));

/** An optional picker of the override form: its placeholder means 'any', then each record as the spec labels it. */
function pickerField<T extends { id: number }>(
  name: string,
  label: string,
  placeholder: string,
  list: { data?: readonly T[]; isPending: boolean },
  text: (item: T) => string,
): FormFieldDef {
  return {
    kind: 'select',
    name,
    label,
    numeric: true,
    loading: list.isPending,
    options: [
      { value: '', label: placeholder },
      ...(list.data ?? []).map((item) => ({ value: String(item.id), label: text(item) })),
    ],
  };
}

/** The pay rate override table (at least 10 rows tall, 001 §9) with Add Record, edit and delete. */
export function PayRateOverrides({ employeeId }: { employeeId: number }) {
  const overrides = useQuery(payRateOverridesQuery(employeeId));
  const [editing, setEditing] = useState<{ item?: PayRateOverride }>();
  const [deleting, setDeleting] = useState<PayRateOverride>();
  const pickers = useOverridePickers(editing !== undefined);

  const fields: FormFieldDef[] = [
    pickerField('jobId', s.job, PAY_RATE_PLACEHOLDERS.job, pickers.jobs, (j) => `${j.jobNumber} - ${j.description}`),
    pickerField(
      'productId',
      s.product,
      PAY_RATE_PLACEHOLDERS.product,
      pickers.products,
      (p) => `${p.code} - ${p.description1}`,
    ),
    pickerField(
      'serviceTypeId',
      s.serviceType,
      PAY_RATE_PLACEHOLDERS.serviceType,
      pickers.serviceTypes,
      (t) => `${t.code} - ${t.name}`,
    ),
    { kind: 'text', name: 'startDate', label: s.startDate, placeholder: s.dateHint },
    { kind: 'text', name: 'endDate', label: s.endDate, placeholder: s.dateHint },
    { kind: 'number', name: 'rateFlat', label: s.rateFlat, min: 0, step: 0.01 },
    { kind: 'number', name: 'ratePerHour', label: s.ratePerHour, min: 0, step: 0.01 },
  ];
  const changes = useRowChanges<PayRateOverride, PayRateOverrideInput>({
    create: (input) => workersApi.createOverride(employeeId, input),
    update: workersApi.updateOverride,
    remove: workersApi.removeOverride,
    queryKey: workerKeys.payRateOverrides(employeeId),
    messages: { saved: s.overrideSaved, deleted: s.overrideDeleted },
    onSaved: () => setEditing(undefined),
    onRemoveSettled: () => setDeleting(undefined),
  });

  return (
    <SpaceBetween size="s">
      <div style={{ minHeight: 300 }}>
        <Table<PayRateOverride>
          data-testid="pay-rate-overrides"
          variant="embedded"
          items={overrides.data ?? []}
          loading={overrides.isPending}
          trackBy={(o) => String(o.payRateOverrideID)}
          header={
            <Header
              actions={
                <Button onClick={() => setEditing({})} data-testid="add-override">
                  {s.addRecord}
                </Button>
              }
            >
              {s.payRateOverrides}
            </Header>
          }
          empty={<Box>{overrides.error ? messagesOf(overrides.error).join(' ') : s.noOverrides}</Box>}
          columnDefinitions={[
            { id: 'job', header: s.job, cell: (o) => o.job ?? PAY_RATE_PLACEHOLDERS.job },
            { id: 'product', header: s.product, cell: (o) => o.product ?? PAY_RATE_PLACEHOLDERS.product },
            {
              id: 'serviceType',
              header: s.serviceType,
              cell: (o) => o.serviceType ?? PAY_RATE_PLACEHOLDERS.serviceType,
            },
            { id: 'start', header: s.startDate, cell: (o) => datePart(o.startDate) || PAY_RATE_PLACEHOLDERS.startDate },
            { id: 'end', header: s.endDate, cell: (o) => datePart(o.endDate) || PAY_RATE_PLACEHOLDERS.endDate },
            { id: 'flat', header: s.rateFlat, cell: (o) => money(o.rateFlat) },
            { id: 'hour', header: s.ratePerHour, cell: (o) => money(o.ratePerHour) },
            {
              id: 'actions',
              header: crudStrings.actions,
              cell: (o) => (
                <SpaceBetween direction="horizontal" size="xxs">
                  <Button
                    variant="inline-icon"
                    iconName="edit"
                    ariaLabel={crudStrings.editLabel(o.job ?? PAY_RATE_PLACEHOLDERS.job)}
                    onClick={() => setEditing({ item: o })}
                    data-testid="row-edit"
                  />
                  <Button
                    variant="inline-icon"
                    iconName="remove"
                    ariaLabel={crudStrings.deleteLabel(o.job ?? PAY_RATE_PLACEHOLDERS.job)}
                    onClick={() => setDeleting(o)}
                    data-testid="row-delete"
                  />
                </SpaceBetween>
              ),
            },
          ]}
        />
      </div>
      <EntityFormModal<PayRateOverrideInput>
        visible={editing !== undefined}
        title={s.overrideTitle}
        fields={fields}
        schema={PayRateOverrideInputSchema}
        initialValues={
          editing?.item
            ? { ...editing.item, startDate: datePart(editing.item.startDate), endDate: datePart(editing.item.endDate) }
            : {}
        }
        testId="override-form"
        onSubmit={(input) => changes.save(editing?.item, input)}
        onDismiss={() => setEditing(undefined)}
      />
      <ConfirmModal
        visible={deleting !== undefined}
        title={s.deleteOverride}
        onConfirm={() => (deleting ? changes.remove(deleting) : undefined)}
        onDismiss={() => setDeleting(undefined)}
      />
    </SpaceBetween>
  );
}
