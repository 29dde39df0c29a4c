import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { Suspense, useState } from 'react';
import { callFileRoute } from '../../../app/api.ts';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { saveDownload } from '../../../lib/download.ts';
import { lazyNamed } from '../../../lib/lazy.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

/** Which viewer shows a file, by its name: pdf.js for a PDF, mammoth's text for a DOCX; others are only downloaded. */
const viewerOf = (fileName: string): 'pdf' | 'word' | undefined => {
  const name = fileName.toLowerCase();
  return name.endsWith('.pdf') ? 'pdf' : name.endsWith('.docx') ? 'word' : undefined;
};

/** The viewers load on the first View only: neither the SPA's first bundle nor this page's chunk carry pdf.js or mammoth. */
const ResumeViewer = lazyNamed(() => import('./resume-viewer.tsx'), 'ResumeViewer');
const WordResumeViewer = lazyNamed(() => import('./word-resume-viewer.tsx'), 'WordResumeViewer');

/**
 * The résumé of the header card (brief 6b): View for a PDF (pdf.js in a modal) or a DOCX (its text), Download for
 * every type (an old .doc, RTF or ODT is only downloaded: what was read from it shows in the Parsed Resume tab), or 'No resume uploaded'. The file is read
 * through `GET ats/files/{fileId}` (the caller's scope is checked there).
 */
export function ResumeLinks({ fileId, fileName }: { fileId?: string; fileName?: string }) {
  const { notify } = useNotifications();
  const [viewing, setViewing] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!fileId || !fileName) return <Box data-testid="no-resume">{s.noResume}</Box>;
  const viewer = viewerOf(fileName);
  const Viewer = viewer === 'word' ? WordResumeViewer : ResumeViewer;
  const download = async () => {
    setBusy(true);
    try {
      saveDownload(await callFileRoute(atsRoutes.getFile, { params: { fileId } }), fileName);
      notify({ type: 'success', content: s.downloaded });
    } catch {
      notify({ type: 'error', content: s.downloadFailed, autoClose: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <span>{fileName}</span>
      {viewer && (
        <Button onClick={() => setViewing(true)} data-testid="resume-view">
          {s.view}
        </Button>
      )}
      <Button loading={busy} onClick={() => void download()} data-testid="resume-download">
        {s.download}
      </Button>
      {viewing && (
        <Suspense fallback={null}>
          <Viewer fileId={fileId} fileName={fileName} onDismiss={() => setViewing(false)} />
        </Suspense>
      )}
    </SpaceBetween>
  );
}
