import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ServiceConfirmation } from '@shelfline/shared/contracts/schedule.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { errorsFromFailure } from '../../../components/crud/form-errors.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { dashboardKeys } from '../../../queries/dashboard.ts';
import { scheduleKeys } from '../../../queries/schedule.ts';
import { confirmationApi } from './confirmation-api.ts';
import { type Choice, canSet, dayOf, isoOf } from './confirmation-rules.ts';
import { confirmationStrings as s } from './strings.ts';

export interface ConfirmableService {
  serviceId: number;
  earliestDate: string;
  latestDate: string;
  /** null (or absent): not confirmed yet. */
  serviceConfirmation: ServiceConfirmation | null | undefined;
}

export interface ServiceConfirmationModalProps {
  service: ConfirmableService;
  visible: boolean;
  onDismiss: () => void;
  /** After a save (the new confirmation) or a delete (null): the caller closes (the modal reloads the schedule and dashboard). */
  onSaved: (confirmation: ServiceConfirmation | null) => void;
}

/**
 * The Service Confirmation modal (000 §2.8, §4.5, §5): By Date (a date between the service's earliest and latest
 * dates) or Without Date; Set creates the confirmation (POST) or changes it (PUT); Delete removes it after a prompt.
 * Rendered content resets every time it opens.
 */
export function ServiceConfirmationModal(props: ServiceConfirmationModalProps) {
  if (!props.visible) return null;
  return <ConfirmationForm key={props.service.serviceId} {...props} />;
}

/** The modal's form: the choice and, for By Date, the date (required; its range is the picker's and Set's). */
const ConfirmationFormSchema = z
  .object({ choice: z.enum(['date', 'none']), date: z.string() })
  .superRefine(({ choice, date }, context) => {
    if (choice === 'date' && !date) context.addIssue({ code: 'custom', path: ['date'], message: s.dateRequired });
  });
type ConfirmationDraft = z.input<typeof ConfirmationFormSchema>;

function ConfirmationForm({ service, onDismiss, onSaved }: ServiceConfirmationModalProps) {
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  // A confirmation shows on the schedule screens and on the merchandiser's dashboard: both reload.
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  const earliest = dayOf(service.earliestDate);
  const latest = dayOf(service.latestDate);
  const current = service.serviceConfirmation ?? null;
  const form = useForm<ConfirmationDraft>({
    resolver: zodResolver(ConfirmationFormSchema),
    defaultValues: {
      ...(current ? { choice: current.estimatedDate ? 'date' : 'none' } : {}),
      date: current?.estimatedDate ? dayOf(current.estimatedDate) : '',
    },
  });
  const [choice, date] = form.watch(['choice', 'date']);
  const dateError = form.formState.errors.date?.message;
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const saving = useMutation({
    mutationFn: (estimatedDate: string | null) =>
      confirmationApi.save(service.serviceId, current !== null, estimatedDate),
    onSuccess: (saved) => {
      notify({ type: 'success', content: s.saved });
      reload();
      onSaved(saved);
    },
    onError: (error) => {
      const refused = errorsFromFailure(error, ['estimatedDate']).fields.estimatedDate;
      if (refused) form.setError('date', { message: refused });
    },
  });
  const removing = useMutation({
    mutationFn: () => confirmationApi.remove(service.serviceId),
    onSuccess: () => {
      notify({ type: 'success', content: s.removed });
      setConfirmingRemove(false);
      reload();
      onSaved(null);
    },
    onError: () => setConfirmingRemove(false),
  });
  const busy = saving.isPending;
  // The last refusal, with the spec's words first.
  const errors = saving.error
    ? [s.saveFailed, ...errorsFromFailure(saving.error, ['estimatedDate']).general.filter((m) => m !== s.saveFailed)]
    : removing.error
      ? [s.removeFailed, ...errorsFromFailure(removing.error, []).general]
      : [];

  const submit = form.handleSubmit((draft) => {
    if (busy || !canSet(draft.choice, draft.date, earliest, latest)) return;
    removing.reset();
    saving.mutate(draft.choice === 'date' ? draft.date : null);
  });

  return (
    <>
      <Modal
        visible={!confirmingRemove}
        header={s.title}
        size="small"
        closeAriaLabel={s.close}
        onDismiss={dismissUnlessOverlay(onDismiss, busy)}
        data-testid="confirmation-modal"
        footer={
          <ModalFooter>
            {current && (
              <Button onClick={() => setConfirmingRemove(true)} disabled={busy} data-testid="confirmation-delete">
                {s.remove}
              </Button>
            )}
            <Button variant="link" onClick={onDismiss} disabled={busy} data-testid="confirmation-cancel">
              {s.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={busy}
              disabled={!canSet(choice, date, earliest, latest)}
              data-testid="confirmation-set"
            >
              {s.set}
            </Button>
          </ModalFooter>
        }
      >
        <form onSubmit={(event) => void submit(event)}>
          <SpaceBetween size="m">
            {errors.length > 0 && (
              <Alert type="error" data-testid="confirmation-error">
                {errors.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
            <FormField label={s.choice}>
              <RadioGroup
                value={choice ?? null}
                onChange={(event) => {
                  form.setValue('choice', event.detail.value as Choice);
                  form.clearErrors('date');
                }}
                items={[
                  { value: 'date', label: s.byDate, disabled: busy },
                  { value: 'none', label: s.withoutDate, disabled: busy },
                ]}
              />
            </FormField>
            {choice === 'date' && (
              <FormField
                label={s.date}
                constraintText={s.dateHint(earliest, latest)}
                errorText={dateError}
                data-testid="confirmation-date"
              >
                <DatePicker
                  value={date}
                  format="iso"
                  inputFormat="iso"
                  placeholder="YYYY-MM-DD"
                  ariaLabel={s.date}
                  openCalendarAriaLabel={(selected) => (selected ? `${s.date}: ${selected}` : s.date)}
                  isDateEnabled={(d) => {
                    const day = isoOf(d);
                    return day >= earliest && day <= latest;
                  }}
                  invalid={Boolean(dateError)}
                  disabled={busy}
                  onChange={(event) => {
                    form.setValue('date', event.detail.value);
                    if (event.detail.value) form.clearErrors('date');
                    else form.setError('date', { message: s.dateRequired });
                  }}
                />
              </FormField>
            )}
          </SpaceBetween>
          <button type="submit" hidden />
        </form>
      </Modal>
      <ConfirmModal
        visible={confirmingRemove}
        title={s.removeTitle}
        message={s.removeMessage}
        confirmLabel={s.remove}
        onConfirm={() => {
          saving.reset();
          return removing.mutateAsync();
        }}
        onDismiss={() => setConfirmingRemove(false)}
        testId="confirmation-remove-modal"
      />
    </>
  );
}
