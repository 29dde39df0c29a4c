import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ScheduleBatchUpdate, ScheduleMetadata } from '@shelfline/shared/contracts/schedule.contract';
import type { ScheduleEditField } from '@shelfline/shared/schedule-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../queries/schedule.ts';
import { runBulkSteps } from '../shared/bulk-steps.ts';
import { changeOf } from '../shared/edit-rules.ts';
import type { ScheduleFilterBody } from '../shared/filter-state.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import {
  BULK_FIELD_LABELS,
  BULK_FIELDS,
  type BulkEditForm,
  BulkEditFormSchema,
  newBulkEdit,
  windowOf,
} from './bulk-edit-fields.ts';
import { BulkFieldValue } from './bulk-field-value.tsx';
import { maintenanceStrings as s } from './strings.ts';

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
  const form = useForm<BulkEditForm>({
    resolver: zodResolver(BulkEditFormSchema),
    defaultValues: newBulkEdit(fields),
  });
  const field = form.watch('field');
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
    onError: () => setStage({ kind: 'edit' }),
  });
  const busy = running.isPending;
  // The last refusal shows until the next Apply.
  const failure = running.error ? messagesOf(running.error) : undefined;
  const confirm = form.handleSubmit(() => setStage({ kind: 'confirm' }));
  const review = () => {
    running.reset();
    void confirm();
  };

  const run = () => {
    const { field: chosen, values } = form.getValues();
    running.mutate({ filter, ...changeOf(chosen, values[chosen]) } as ScheduleBatchUpdate);
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
            <Controller
              control={form.control}
              name="field"
              render={({ field: chosen }) => (
                <Select
                  selectedOption={chosen.value ? { value: chosen.value, label: BULK_FIELD_LABELS[chosen.value] } : null}
                  options={fields.map((f) => ({ value: f, label: BULK_FIELD_LABELS[f] }))}
                  onChange={(e) => {
                    form.clearErrors('values');
                    chosen.onChange(e.detail.selectedOption.value as ScheduleEditField);
                  }}
                  ariaLabel={s.bulkEdit.field}
                  data-testid="bulk-edit-field"
                />
              )}
            />
          </FormField>
          {field ? (
            <Controller
              key={field}
              control={form.control}
              name={`values.${field}`}
              render={({ field: value, fieldState }) => (
                <FormField label={s.bulkEdit.value(BULK_FIELD_LABELS[field])} errorText={fieldState.error?.message}>
                  <BulkFieldValue
                    field={field}
                    value={value.value}
                    setValue={value.onChange}
                    lists={lists}
                    window={windowOf(filter)}
                  />
                </FormField>
              )}
            />
          ) : null}
        </SpaceBetween>
      )}
    </Modal>
  );
}
