import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ScheduleEmail, ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import type { ScheduleFilterBody } from '../shared/filter-state.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { maintenanceStrings as s } from './strings.ts';

/** The dialog's fields: to whom, and the trimmed subject and message, each required (by its label). */
const EmailFormSchema = z.object({
  target: z.enum(['selected', 'filtered']),
  subject: z
    .string()
    .trim()
    .min(1, { error: s.email.required(s.email.subject) }),
  message: z
    .string()
    .trim()
    .min(1, { error: s.email.required(s.email.message) }),
});
type EmailForm = z.input<typeof EmailFormSchema>;

export interface EmailBlasterModalProps {
  filter: ScheduleFilterBody;
  selected: readonly ScheduleRow[];
  filteredCount: number;
  onDismiss: () => void;
  onSent: (result: { recipients: number; services: number }) => void;
}

/** Email Blaster (000 §2.8, docs/decisions.md#schedule-actions-and-e-mail): a subject and message to the merchandisers of the selected or filtered services. */
export function EmailBlasterModal({ filter, selected, filteredCount, onDismiss, onSent }: EmailBlasterModalProps) {
  const form = useForm<EmailForm, unknown, z.output<typeof EmailFormSchema>>({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: { target: selected.length ? 'selected' : 'filtered', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const sending = useMutation({
    // Without `preview` the call answers what it queued (the preview's prefill is the composer's, brief E1).
    mutationFn: async (body: ScheduleEmail) => {
      const result = await scheduleApi.email(body);
      if (!('messageId' in result)) throw new Error('The e-mail was not queued.');
      return result;
    },
    onSuccess: onSent,
    onError: (error) => form.setError('root', { message: messagesOf(error).join(' ') }),
  });
  const busy = sending.isPending;
  const send = form.handleSubmit(({ target, subject, message }) =>
    sending.mutate({
      filter,
      serviceIds: target === 'selected' ? selected.map((r) => r.serviceId) : undefined,
      subject,
      message,
    }),
  );

  return (
    <Modal
      visible
      header={s.email.title}
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      data-testid="email-blaster"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy}>
            {s.email.cancel}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void send()} data-testid="email-send">
            {s.email.send}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        <FormField label={s.email.to}>
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onChange={(e) => field.onChange(e.detail.value)}
                items={[
                  { value: 'selected', label: s.email.selected(selected.length), disabled: selected.length === 0 },
                  { value: 'filtered', label: s.email.filtered(filteredCount) },
                ]}
              />
            )}
          />
        </FormField>
        <Controller
          control={form.control}
          name="subject"
          render={({ field }) => (
            <FormField label={s.email.subject} errorText={errors.subject?.message}>
              <Input value={field.value} onChange={(e) => field.onChange(e.detail.value)} ariaLabel={s.email.subject} />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormField label={s.email.message} errorText={errors.message?.message ?? errors.root?.message}>
              <Textarea
                value={field.value}
                rows={8}
                onChange={(e) => field.onChange(e.detail.value)}
                ariaLabel={s.email.message}
              />
            </FormField>
          )}
        />
      </SpaceBetween>
    </Modal>
  );
}
