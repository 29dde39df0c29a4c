import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { strings } from '../strings.ts';
import { dismissUnlessOverlay, ModalFooter } from './crud/modal-parts.tsx';

const s = strings.unsaved;

export interface SaveChangesModalProps {
  visible: boolean;
  saving: boolean;
  /** A sentence under the question, naming what is unsaved. */
  detail?: string;
  onYes: () => void;
  onNo: () => void;
  onCancel: () => void;
}

/**
 * 'Do you want to save changes?' (001 §2) before leaving unsaved changes: Yes saves then leaves, No discards and
 * leaves, Cancel stays. Not closed by a click outside (000 §9).
 */
export function SaveChangesModal({ visible, saving, detail, onYes, onNo, onCancel }: SaveChangesModalProps) {
  if (!visible) return null;
  return (
    <Modal
      visible
      header={s.saveChanges}
      size="small"
      closeAriaLabel={s.close}
      data-testid="save-changes-modal"
      onDismiss={dismissUnlessOverlay(onCancel, saving)}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onCancel} disabled={saving} data-testid="save-changes-cancel">
            {s.cancel}
          </Button>
          <Button onClick={onNo} disabled={saving} data-testid="save-changes-no">
            {s.no}
          </Button>
          <Button variant="primary" onClick={onYes} loading={saving} data-testid="save-changes-yes">
            {s.yes}
          </Button>
        </ModalFooter>
      }
    >
      {detail}
    </Modal>
  );
}
