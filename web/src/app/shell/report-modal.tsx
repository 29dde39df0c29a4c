import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { VisibleMenuEntry } from '@shelfline/shared/menu';
import { strings } from '../../strings.ts';

/** A Reporting entry's dialog (000 §2.3); the report itself arrives with its issue (002 §7). */
export function ReportModal({ entry, onClose }: { entry: VisibleMenuEntry | undefined; onClose: () => void }) {
  return (
    <Modal
      visible={entry !== undefined}
      header={entry?.label}
      data-testid="report-modal"
      // The spec's modals do not close on a click on the mask (000 §9).
      onDismiss={({ detail }) => {
        if (detail.reason !== 'overlay') onClose();
      }}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {strings.shell.close}
          </Button>
        </Box>
      }
    >
      {entry && strings.shell.reportLater(entry.label)}
    </Modal>
  );
}
