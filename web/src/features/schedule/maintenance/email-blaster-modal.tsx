import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { ScheduleEmail, ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import type { ScheduleFilterBody } from '../shared/filter-state.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { maintenanceStrings as s } from './strings.ts';

export interface EmailBlasterModalProps {
  filter: ScheduleFilterBody;
  selected: readonly ScheduleRow[];
  filteredCount: number;
  onDismiss: () => void;
  onSent: (result: { recipients: number; services: number }) => void;
}

/** Email Blaster (000 §2.8, DECISIONS.md): a subject and message to the merchandisers of the selected or filtered services. */
export function EmailBlasterModal({ filter, selected, filteredCount, onDismiss, onSent }: EmailBlasterModalProps) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [target, setTarget] = useState<'selected' | 'filtered'>(selected.length ? 'selected' : 'filtered');
  const [errors, setErrors] = useState<{ subject?: string; message?: string; form?: string[] }>({});
  const sending = useMutation({
    mutationFn: (body: ScheduleEmail) => scheduleApi.email(body),
    onSuccess: onSent,
    onError: (error) => setErrors({ form: messagesOf(error) }),
  });
  const busy = sending.isPending;

  const send = () => {
    const found = {
      subject: subject.trim() ? undefined : s.email.required(s.email.subject),
      message: message.trim() ? undefined : s.email.required(s.email.message),
    };
    setErrors(found);
    if (found.subject || found.message) return;
    sending.mutate({
      filter,
      serviceIds: target === 'selected' ? selected.map((r) => r.serviceId) : undefined,
      subject: subject.trim(),
      message: message.trim(),
    });
  };

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
          <Button variant="primary" loading={busy} onClick={send} data-testid="email-send">
            {s.email.send}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        <FormField label={s.email.to}>
          <RadioGroup
            value={target}
            onChange={(e) => setTarget(e.detail.value as 'selected' | 'filtered')}
            items={[
              { value: 'selected', label: s.email.selected(selected.length), disabled: selected.length === 0 },
              { value: 'filtered', label: s.email.filtered(filteredCount) },
            ]}
          />
        </FormField>
        <FormField label={s.email.subject} errorText={errors.subject}>
          <Input value={subject} onChange={(e) => setSubject(e.detail.value)} ariaLabel={s.email.subject} />
        </FormField>
        <FormField label={s.email.message} errorText={errors.message ?? errors.form?.join(' ')}>
          <Textarea value={message} rows={8} onChange={(e) => setMessage(e.detail.value)} ariaLabel={s.email.message} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
