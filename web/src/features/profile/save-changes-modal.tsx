import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { profileStrings as s } from './strings.ts';

export interface SaveChangesModalProps {
  visible: boolean;
  saving: boolean;
  onYes: () => void;
  onNo: () => void;
  onCancel: () => void;
}

/** 'Do you want to save changes?' on a tab switch (001 §2): Yes saves then switches, No discards, Cancel stays. */
export function SaveChangesModal({ visible, saving, onYes, onNo, onCancel }: SaveChangesModalProps) {
  if (!visible) return null;
  return (
    <Modal
      visible
      header={s.saveChanges}
      size="small"
      closeAriaLabel={s.close}
      data-testid="save-changes-modal"
      onDismiss={(event) => {
        if (event.detail.reason !== 'overlay' && !saving) onCancel();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={saving} data-testid="save-changes-cancel">
              {s.cancel}
            </Button>
            <Button onClick={onNo} disabled={saving} data-testid="save-changes-no">
              {s.no}
            </Button>
            <Button variant="primary" onClick={onYes} loading={saving} data-testid="save-changes-yes">
              {s.yes}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {s.saveChangesDetail}
    </Modal>
  );
}
