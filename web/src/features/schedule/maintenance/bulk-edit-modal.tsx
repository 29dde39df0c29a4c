import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DateInput from '@cloudscape-design/components/date-input';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleBatchUpdate, ScheduleMetadata } from '@shelfline/shared/contracts/schedule.contract';
import type { ScheduleEditField } from '@shelfline/shared/schedule-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../queries/schedule.ts';
import { runBulkSteps } from '../shared/bulk-steps.ts';
import {
  changeOf,
  dateFormatError,
  type MerchandiserChoice,
  type PayRateChoice,
  payRateError,
  timeLimitError,
} from '../shared/edit-rules.ts';
import {
  AccountManagerEditor,
  type AvailabilityWindow,
  ConsumerGroupEditor,
  MerchandiserEditor,
  PayRateEditor,
  ServiceTypeEditor,
  TraitEditor,
} from '../shared/field-editors.tsx';
import type { ScheduleFilterBody } from '../shared/filter-state.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { maintenanceStrings as s } from './strings.ts';

/** The fields offered, in the table's order; the pay rate is one choice (flat or per hour inside it). */
const BULK_FIELDS: readonly ScheduleEditField[] = [
  'merchandiserId',
  'earliestDate',
  'latestDate',
  'timeLimit',
  'serviceTypeId',
  'trait',
  'acctManagerId',
  'consumerGroupId',
  'payrateFlat',
];
export const BULK_FIELD_LABELS: Record<ScheduleEditField, string> = {
  merchandiserId: ss.columns.merchandiser,
  earliestDate: ss.columns.earliestDate,
  latestDate: ss.columns.latestDate,
  timeLimit: ss.columns.timeLimit,
  serviceTypeId: ss.columns.serviceType,
  trait: ss.columns.trait,
  acctManagerId: ss.columns.accountManager,
  consumerGroupId: ss.columns.consumerGroup,
  payrateFlat: ss.columns.payRate,
  payratePerHour: ss.columns.payRate,
};

const NO_MERCHANDISER: MerchandiserChoice = {
  sendBackup: false,
  sendSupply: false,
  markMerchandiserAsTemporary: false,
};
const NO_PAY_RATE: PayRateChoice = { kind: 'payrateFlat', amount: '', held: 'payrateFlat' };

/** The message of a value that cannot be sent, or undefined. */
function valueError(field: ScheduleEditField, value: unknown): string | undefined {
  switch (field) {
    case 'merchandiserId':
      return (value as MerchandiserChoice).merchandiserId ? undefined : ss.edit.chooseMerchandiser;
    case 'earliestDate':
    case 'latestDate':
      return dateFormatError(String(value ?? ''));
    case 'timeLimit':
      return timeLimitError(String(value ?? ''));
    case 'serviceTypeId':
      return value ? undefined : s.bulkEdit.chooseValue;
    case 'payrateFlat':
    case 'payratePerHour':
      return payRateError(value as PayRateChoice);
    default:
      return undefined;
  }
}

export interface BulkEditModalProps {
  /** The fields the user may change in this mode (editableFields). */
  editable: ReadonlySet<ScheduleEditField>;
  filter: ScheduleFilterBody;
  /** Services the filter holds now (the confirmation's n). */
  total: number;
  lists: ScheduleMetadata | undefined;
  onDismiss: () => void;
  onDone: (field: ScheduleEditField, changed: number, skipped: number) => void;
}

type Stage = { kind: 'edit' } | { kind: 'confirm' } | { kind: 'running'; changed: number; total: number };

/**
 * Bulk edit (000 §4.2, §7.5 PATCH schedule/batch): one field, given once, on every service of the current filter,
 * after 'This operation will affect n records. Continue?'. The call runs in steps; the dialog shows the progress
 * and stays open (and not dismissable) until the last step. A refusal (a date that would end some services
 * before they start, a field the role may not change) shows in the dialog and changes nothing.
 */
export function BulkEditModal({ editable, filter, total, lists, onDismiss, onDone }: BulkEditModalProps) {
  const fields = BULK_FIELDS.filter((f) => editable.has(f));
  const [field, setField] = useState<ScheduleEditField | undefined>(fields[0]);
  const [values, setValues] = useState<Partial<Record<ScheduleEditField, unknown>>>({
    merchandiserId: NO_MERCHANDISER,
    payrateFlat: NO_PAY_RATE,
  });
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string[] | undefined>();
  const [stage, setStage] = useState<Stage>({ kind: 'edit' });
  const queryClient = useQueryClient();
  const running = useMutation({
    mutationFn: (body: ScheduleBatchUpdate) => {
      setStage({ kind: 'running', changed: 0, total });
      return runBulkSteps(
        () => scheduleApi.batchUpdateStep(body),
        (step) =>
          setStage({
            kind: 'running',
            changed: step.changed,
            total: Math.max(total, step.changed + step.remaining + step.skipped),
          }),
      );
    },
    onSuccess: ({ changed, skipped }) => {
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      if (field) onDone(field, changed, skipped);
    },
    onError: (caught) => {
      setFailure(messagesOf(caught));
      setStage({ kind: 'edit' });
    },
  });
  const busy = running.isPending;
  const value = field ? values[field] : undefined;
  const setValue = (v: unknown) => {
    if (!field) return;
    setValues((all) => ({ ...all, [field]: v }));
    setError(undefined);
  };

  const review = () => {
    if (!field) return;
    const found = valueError(field, value);
    setError(found);
    setFailure(undefined);
    if (!found) setStage({ kind: 'confirm' });
  };

  const run = () => {
    if (field) running.mutate({ filter, ...changeOf(field, value) } as ScheduleBatchUpdate);
  };

  const footer =
    stage.kind === 'confirm' ? (
      <ModalFooter>
        <Button variant="link" onClick={() => setStage({ kind: 'edit' })}>
          {s.bulkEdit.cancel}
        </Button>
        <Button variant="primary" onClick={run} data-testid="bulk-edit-accept">
          {s.bulkEdit.accept}
        </Button>
      </ModalFooter>
    ) : (
      <ModalFooter>
        <Button variant="link" onClick={onDismiss} disabled={busy}>
          {s.bulkEdit.cancel}
        </Button>
        <Button variant="primary" onClick={review} loading={busy} disabled={!field} data-testid="bulk-edit-apply">
          {s.bulkEdit.apply}
        </Button>
      </ModalFooter>
    );

  return (
    <Modal
      visible
      header={s.bulkEdit.title}
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      footer={footer}
      data-testid="bulk-edit"
    >
      {stage.kind === 'confirm' ? (
        <Box variant="p" data-testid="bulk-edit-question">
          {s.bulkEdit.question(total)}
        </Box>
      ) : stage.kind === 'running' ? (
        <ProgressBar
          data-testid="bulk-edit-progress"
          label={s.bulkEdit.progressLabel(field ? BULK_FIELD_LABELS[field] : '')}
          value={stage.total ? Math.round((stage.changed / stage.total) * 100) : 0}
          additionalInfo={s.progress(stage.changed, stage.total)}
        />
      ) : (
        <SpaceBetween size="m">
          <Box variant="p">{s.bulkEdit.description(total)}</Box>
          {failure ? (
            <Alert type="error" data-testid="bulk-edit-error">
              {failure.join(' ')}
            </Alert>
          ) : null}
          <FormField label={s.bulkEdit.field}>
            <Select
              selectedOption={field ? { value: field, label: BULK_FIELD_LABELS[field] } : null}
              options={fields.map((f) => ({ value: f, label: BULK_FIELD_LABELS[f] }))}
              onChange={(e) => {
                setField(e.detail.selectedOption.value as ScheduleEditField);
                setError(undefined);
              }}
              ariaLabel={s.bulkEdit.field}
              data-testid="bulk-edit-field"
            />
          </FormField>
          {field ? (
            <FormField label={s.bulkEdit.value(BULK_FIELD_LABELS[field])} errorText={error}>
              <FieldValue field={field} value={value} setValue={setValue} lists={lists} window={windowOf(filter)} />
            </FormField>
          ) : null}
        </SpaceBetween>
      )}
    </Modal>
  );
}

/** The search's window, for the merchandisers' availability (none for the windowless modes). */
const windowOf = (filter: ScheduleFilterBody): AvailabilityWindow | undefined =>
  filter.earliestDate && filter.latestDate ? { startDate: filter.earliestDate, endDate: filter.latestDate } : undefined;

/** The editor of the chosen field (the table's own editors; dates and hours as plain inputs). */
function FieldValue({
  field,
  value,
  setValue,
  lists,
  window,
}: {
  field: ScheduleEditField;
  value: unknown;
  setValue: (v: unknown) => void;
  lists: ScheduleMetadata | undefined;
  window: AvailabilityWindow | undefined;
}) {
  switch (field) {
    case 'merchandiserId':
      return <MerchandiserEditor value={value as MerchandiserChoice} window={window} setValue={setValue} />;
    case 'earliestDate':
    case 'latestDate':
      return (
        <DateInput
          value={String(value ?? '')}
          placeholder="YYYY/MM/DD"
          ariaLabel={ss.edit.label(BULK_FIELD_LABELS[field])}
          onChange={(e) => setValue(e.detail.value)}
          data-testid="bulk-edit-date"
        />
      );
    case 'timeLimit':
      return (
        <Input
          type="number"
          inputMode="decimal"
          step={0.25}
          value={String(value ?? '')}
          ariaLabel={ss.edit.label(BULK_FIELD_LABELS[field])}
          onChange={(e) => setValue(e.detail.value)}
          data-testid="bulk-edit-time-limit"
        />
      );
    case 'serviceTypeId':
      return <ServiceTypeEditor value={value as number | undefined} setValue={setValue} />;
    case 'trait':
      return (
        <TraitEditor
          names={lists?.traits ?? []}
          status={lists ? 'finished' : 'loading'}
          value={String(value ?? '')}
          setValue={setValue}
        />
      );
    case 'acctManagerId':
      return <AccountManagerEditor value={value as number | null | undefined} setValue={setValue} />;
    case 'consumerGroupId':
      return <ConsumerGroupEditor value={value as number | null | undefined} setValue={setValue} />;
    case 'payrateFlat':
    case 'payratePerHour':
      return <PayRateEditor value={value as PayRateChoice} setValue={setValue} />;
  }
}
