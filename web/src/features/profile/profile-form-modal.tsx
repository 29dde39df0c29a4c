import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent, ReactNode } from 'react';
import type { FormErrors } from '../../components/crud/form-errors.ts';
import { dismissUnlessOverlay } from '../../components/crud/modal-parts.tsx';
import { profileStrings as s } from './strings.ts';

export interface ProfileFormModalProps {
  title: string;
  size: ModalProps.Size;
  testId: string;
  saving: boolean;
  errors: FormErrors;
  onSubmit: (event: FormEvent) => void;
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * A Profile dialog with a form: Cancel and Save (`form-cancel`, `form-save`), Enter submits, messages of no field
 * above the buttons, and no closing by a click outside or while saving (000 §9).
 */
export function ProfileFormModal({
  title,
  size,
  testId,
  saving,
  errors,
  onSubmit,
  onDismiss,
  children,
}: ProfileFormModalProps) {
  return (
    <Modal
      visible
      header={title}
      size={size}
      closeAriaLabel={s.close}
      data-testid={testId}
      onDismiss={dismissUnlessOverlay(onDismiss, saving)}
    >
      <form onSubmit={onSubmit} noValidate>
        <Form
          errorText={errors.general.length > 0 ? errors.general.join(' ') : undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={onDismiss} disabled={saving} data-testid="form-cancel">
                {s.cancel}
              </Button>
              <Button variant="primary" formAction="submit" loading={saving} data-testid="form-save">
                {s.save}
              </Button>
            </SpaceBetween>
          }
        >
          {children}
        </Form>
      </form>
    </Modal>
  );
}
