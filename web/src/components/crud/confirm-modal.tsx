import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useMutation } from '@tanstack/react-query';
import { crudStrings } from './crud-strings.ts';
import { dismissUnlessOverlay, ModalFooter } from './modal-parts.tsx';

export interface ConfirmModalProps {
  visible: boolean;
  /** The spec's question, e.g. 'Delete "{name}"?' (shown as the header). */
  title: string;
  /** Optional sentence under the header. */
  message?: string;
  confirmLabel?: string;
  /** The dismissing button's label (the spec's Yes/No questions say No). */
  cancelLabel?: string;
  /** Runs the action; the buttons wait for it. */
  onConfirm: () => Promise<unknown> | undefined;
  onDismiss: () => void;
  testId?: string;
}

/**
 * A destructive confirmation (000 §9: 520 px, not closed by a click outside). `data-testid`s:
 * `confirm-modal`, `confirm-ok`, `confirm-cancel`.
 */
export function ConfirmModal({
  visible,
  title,
  message,
  confirmLabel = crudStrings.delete,
  cancelLabel = crudStrings.cancel,
  onConfirm,
  onDismiss,
  testId = 'confirm-modal',
}: ConfirmModalProps) {
  // The buttons wait for the action; what it writes (and how a refusal shows) is the caller's mutation.
  const confirm = useMutation({ mutationFn: async () => onConfirm() });
  const busy = confirm.isPending;
  if (!visible) return null;
  return (
    <Modal
      visible
      header={title}
      width={520}
      closeAriaLabel={crudStrings.close}
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      data-testid={testId}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy} data-testid="confirm-cancel">
            {cancelLabel}
          </Button>
          <Button variant="primary" onClick={() => confirm.mutate()} loading={busy} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </ModalFooter>
      }
    >
      {message}
    </Modal>
  );
}
