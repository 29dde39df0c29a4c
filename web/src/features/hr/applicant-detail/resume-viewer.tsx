import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { crudStrings } from '../../../components/crud/crud-strings.ts';
import { useResumeDocument } from './resume-viewer-document.ts';
import { ResumePage } from './resume-viewer-page.tsx';
import { ResumePager } from './resume-viewer-pager.tsx';
import { DETAIL_STRINGS as s } from './strings.ts';

/**
 * The PDF résumé viewer modal (brief 6b): pdf.js draws one page at a time on a canvas, with 'Page x of n' and its
 * navigation; 'Failed to load resume file' when the file has no bytes or is not a readable PDF. Loaded as a lazy chunk
 * of its own (resume-links.tsx), so pdf.js is fetched only when someone views a résumé.
 */
export function ResumeViewer({
  fileId,
  fileName,
  onDismiss,
}: {
  fileId: string;
  fileName: string;
  onDismiss: () => void;
}) {
  const resume = useResumeDocument(fileId);
  const [page, setPage] = useState(1);
  return (
    <Modal
      visible
      size="large"
      header={fileName}
      closeAriaLabel={crudStrings.close}
      onDismiss={onDismiss}
      data-testid="resume-viewer"
    >
      {resume.status === 'failed' ? (
        <Alert type="error" data-testid="resume-load-failed">
          {s.loadFailed}
        </Alert>
      ) : resume.status === 'loading' ? (
        <Box textAlign="center">
          <Spinner size="large" /> {s.loadingResume}
        </Box>
      ) : (
        <SpaceBetween size="s">
          <ResumePager page={page} count={resume.pdf.numPages} onChange={setPage} />
          <ResumePage key={page} pdf={resume.pdf} pageNumber={page} />
        </SpaceBetween>
      )}
    </Modal>
  );
}
