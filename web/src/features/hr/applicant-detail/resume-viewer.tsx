import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useResumeDocument } from './resume-viewer-document.ts';
import { ResumeViewerFrame, type ResumeViewerProps } from './resume-viewer-frame.tsx';
import { ResumePage } from './resume-viewer-page.tsx';
import { ResumePager } from './resume-viewer-pager.tsx';

/**
 * The PDF résumé viewer modal (brief 6b): pdf.js draws one page at a time on a canvas, with 'Page x of n' and its
 * navigation; 'Failed to load resume file' when the file has no bytes or is not a readable PDF. Loaded as a lazy chunk
 * of its own (resume-links.tsx), so pdf.js is fetched only when someone views a résumé.
 */
export function ResumeViewer({ fileId, fileName, onDismiss }: ResumeViewerProps) {
  const resume = useResumeDocument(fileId);
  const [page, setPage] = useState(1);
  return (
    <ResumeViewerFrame fileName={fileName} status={resume.status} onDismiss={onDismiss}>
      {resume.status === 'ready' && (
        <SpaceBetween size="s">
          <ResumePager page={page} count={resume.pdf.numPages} onChange={setPage} />
          <ResumePage key={page} pdf={resume.pdf} pageNumber={page} />
        </SpaceBetween>
      )}
    </ResumeViewerFrame>
  );
}
