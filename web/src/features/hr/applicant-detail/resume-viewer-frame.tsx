import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import type { ReactNode } from 'react';
import { crudStrings } from '../../../components/crud/crud-strings.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

/** What both viewers take: the résumé's file, its name (the modal's title), and how to close. */
export interface ResumeViewerProps {
  fileId: string;
  fileName: string;
  onDismiss: () => void;
}

/**
 * The résumé viewer's modal (002 §2: 'Failed to load resume file' when no data returns), shared by the PDF and the
 * Word viewers: the file's name as its title, a spinner while loading, the error box, or what the viewer shows.
 */
export function ResumeViewerFrame({
  fileName,
  status,
  onDismiss,
  children,
}: {
  fileName: string;
  status: 'loading' | 'failed' | 'ready';
  onDismiss: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal
      visible
      size="large"
      header={fileName}
      closeAriaLabel={crudStrings.close}
      onDismiss={onDismiss}
      data-testid="resume-viewer"
    >
      {status === 'failed' ? (
        <Alert type="error" data-testid="resume-load-failed">
          {s.loadFailed}
        </Alert>
      ) : status === 'loading' ? (
        <Box textAlign="center">
          <Spinner size="large" /> {s.loadingResume}
        </Box>
      ) : (
        children
      )}
    </Modal>
  );
}
