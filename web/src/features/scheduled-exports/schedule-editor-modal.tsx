import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIME_ZONE,
  EXPORT_KINDS,
  type ExportKind,
  type ExportSchedule,
  type ExportScheduleInput,
  ExportScheduleInputSchema,
  type ExportScheduleParameters,
  type Recipient,
  type Recurrence,
} from '@shelfline/shared/contracts/export-schedule.contract';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { errorsFromFailure } from '../../components/crud/form-errors.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { KindParameters } from './kind-parameters.tsx';
import { RecipientsField } from './recipients-field.tsx';
import { RecurrenceField, TimeField, TimeZoneField } from './recurrence-fields.tsx';
import { parametersOf } from './schedule-values.ts';
import { KIND_LABELS, SENSITIVE_KINDS, SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';

const KIND_OPTIONS = EXPORT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

const NEW_SCHEDULE: ExportScheduleInput = {
  name: '',
  kind: 'contacts',
  // The Reporting modals' default range; kinds without a period drop it when saved (parametersOf).
  parameters: { period: { type: 'thisMonth' } },
  recurrence: { frequency: 'weekly', daysOfWeek: [1] },
  time: '06:00',
  timeZone: DEFAULT_TIME_ZONE,
  recipients: [],
  sendEmpty: false,
};

const PARAMETER_NAMES = [
  'period',
  'jobId',
  'merchandiserId',
  'provinceIds',
  'sortExpression',
  'supplierId',
  'orderLayoutId',
  'invoiceKind',
  'postingDate',
] as const;

/** Every path a server error may name under its field (`parameters.jobId`, `recurrence.daysOfWeek`). */
const FIELD_PATHS = [
  'name',
  'kind',
  'time',
  'timeZone',
  'recipients',
  'sendEmpty',
  'recurrence',
  'recurrence.daysOfWeek',
  'recurrence.dayOfMonth',
  ...PARAMETER_NAMES.map((name) => `parameters.${name}`),
];

/** The first message at or under a path of react-hook-form's errors (`parameters.period` holds its `days` issue). */
function messageAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return firstMessage(node);
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, child] of Object.entries(node)) {
    // react-hook-form keeps the field element under `ref`; only nested errors are read.
    const found = key === 'ref' ? undefined : firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The editor of a scheduled export (brief §7.3): name, kind, the kind's parameters, recurrence, time, time zone,
 * recipients and 'Send even when empty'; validated by the contract's schema, and the server's 400 shown under the
 * field it names. A kind with pay rates or personal data going to a typed address shows a warning first.
 */
export function ScheduleEditorModal({
  editing,
  onSave,
  onDismiss,
}: {
  editing: ExportSchedule | undefined;
  onSave: (input: ExportScheduleInput) => Promise<void>;
  onDismiss: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(ExportScheduleInputSchema),
    defaultValues: editing ? inputOf(editing) : NEW_SCHEDULE,
  });
  const [general, setGeneral] = useState<string[]>([]);
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const kind = form.watch('kind') as ExportKind;
  const recipients = (form.watch('recipients') ?? []) as Recipient[];
  const warn = SENSITIVE_KINDS.includes(kind) && recipients.some((r) => r.type === 'address');

  const save = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await onSave({ ...values, parameters: parametersOf(values.kind, values.parameters) });
    } catch (error) {
      const failure = errorsFromFailure(error, FIELD_PATHS);
      for (const [path, message] of Object.entries(failure.fields))
        form.setError(path as keyof ExportScheduleInput, { type: 'server', message });
      setGeneral(failure.general);
    }
  });

  const paramErrors = Object.fromEntries(
    PARAMETER_NAMES.map((name) => [name, messageAt(errors, `parameters.${name}`)]),
  );

  return (
    <Modal
      visible
      size="large"
      header={editing ? s.updateTitle : s.createTitle}
      data-testid="schedule-editor"
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy}>
            {s.cancel}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void save()} data-testid="schedule-save">
            {s.save}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <Controller
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormField label={s.name} errorText={messageAt(errors, 'name')}>
                <Input
                  value={field.value ?? ''}
                  onChange={({ detail }) => field.onChange(detail.value)}
                  onBlur={field.onBlur}
                  data-testid="schedule-name"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <FormField label={s.kind} errorText={messageAt(errors, 'kind')}>
                <Select
                  options={KIND_OPTIONS}
                  selectedOption={KIND_OPTIONS.find((o) => o.value === field.value) ?? null}
                  onChange={({ detail }) => field.onChange(detail.selectedOption.value)}
                  data-testid="schedule-kind"
                />
              </FormField>
            )}
          />
        </ColumnLayout>
        <Container header={<Header variant="h3">{s.parameters}</Header>}>
          <Controller
            control={form.control}
            name="parameters"
            render={({ field }) => (
              <KindParameters
                kind={kind}
                value={(field.value ?? {}) as ExportScheduleParameters}
                onChange={field.onChange}
                errors={paramErrors}
              />
            )}
          />
        </Container>
        <Container header={<Header variant="h3">{s.recurrence}</Header>}>
          <SpaceBetween size="m">
            <Controller
              control={form.control}
              name="recurrence"
              render={({ field }) => (
                <RecurrenceField
                  value={field.value as Recurrence}
                  onChange={field.onChange}
                  errors={{
                    daysOfWeek: messageAt(errors, 'recurrence.daysOfWeek'),
                    dayOfMonth: messageAt(errors, 'recurrence.dayOfMonth'),
                  }}
                />
              )}
            />
            <ColumnLayout columns={2}>
              <Controller
                control={form.control}
                name="time"
                render={({ field }) => (
                  <TimeField value={field.value} onChange={field.onChange} errorText={messageAt(errors, 'time')} />
                )}
              />
              <Controller
                control={form.control}
                name="timeZone"
                render={({ field }) => (
                  <TimeZoneField
                    value={field.value ?? DEFAULT_TIME_ZONE}
                    onChange={field.onChange}
                    errorText={messageAt(errors, 'timeZone')}
                  />
                )}
              />
            </ColumnLayout>
          </SpaceBetween>
        </Container>
        <Controller
          control={form.control}
          name="recipients"
          render={({ field }) => (
            <RecipientsField
              value={(field.value ?? []) as Recipient[]}
              onChange={field.onChange}
              errorText={messageAt(errors, 'recipients')}
              warning={warn ? s.personalDataWarning : undefined}
            />
          )}
        />
        <Controller
          control={form.control}
          name="sendEmpty"
          render={({ field }) => (
            <FormField description={s.sendEmptyHint}>
              <Checkbox checked={field.value ?? false} onChange={({ detail }) => field.onChange(detail.checked)}>
                {s.sendEmpty}
              </Checkbox>
            </FormField>
          )}
        />
        {general.length > 0 && (
          <Alert type="error" data-testid="schedule-editor-error">
            {general.join(' ')}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}

/** A schedule as its editor's values: the input fields only (the scheduler's and audit fields stay behind). */
function inputOf(schedule: ExportSchedule): ExportScheduleInput {
  const { name, kind, parameters, recurrence, time, timeZone, recipients, sendEmpty } = schedule;
  return { name, kind, parameters, recurrence, time, timeZone, recipients, sendEmpty };
}
