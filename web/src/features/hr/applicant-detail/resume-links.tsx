import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { useEffect, useState } from 'react';
import { callFileRoute } from '../../../app/api.ts';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { saveDownload } from '../../../lib/download.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

const isPdf = (fileName: string) => fileName.toLowerCase().endsWith('.pdf');

/**
 * The résumé of the header card (brief 6b): View for a PDF (a modal), Download for other types, or 'No resume
 * uploaded'. The file is read through `GET ats/files/{fileId}` (the caller's scope is checked there).
 */
export function ResumeLinks({ fileId, fileName }: { fileId?: string; fileName?: string }) {
  const { notify } = useNotifications();
  const [viewing, setViewing] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!fileId || !fileName) return <Box data-testid="no-resume">{s.noResume}</Box>;
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
      {isPdf(fileName) && (
        <Button onClick={() => setViewing(true)} data-testid="resume-view">
          {s.view}
        </Button>
      )}
      <Button loading={busy} onClick={() => void download()} data-testid="resume-download">
        {s.download}
      </Button>
      {viewing && <ResumeViewer fileId={fileId} fileName={fileName} onDismiss={() => setViewing(false)} />}
    </SpaceBetween>
  );
}

/**
 * The PDF viewer modal: for now the browser's own PDF viewer in an <iframe> of the file's bytes (a blob: URL, which
 * the CSP's frame-src allows), not pdf.js with its page input (brief 6b); 'Failed to load resume file' when no data
 * comes back.
 */
function ResumeViewer({ fileId, fileName, onDismiss }: { fileId: string; fileName: string; onDismiss: () => void }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    callFileRoute(atsRoutes.getFile, { params: { fileId }, signal: controller.signal })
      .then((answer) => {
        if (answer instanceof Blob) {
          if (answer.size === 0) throw new Error('empty');
          objectUrl = URL.createObjectURL(new Blob([answer], { type: 'application/pdf' }));
          setUrl(objectUrl);
        } else setUrl(answer.url);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return (
    <Modal visible size="max" header={fileName} onDismiss={onDismiss} data-testid="resume-viewer">
      {failed ? (
        <Alert type="error">{s.loadFailed}</Alert>
      ) : url ? (
        <iframe title={fileName} src={url} style={{ width: '100%', height: '75vh', border: 0 }} />
      ) : (
        <Box textAlign="center">…</Box>
      )}
    </Modal>
  );
}
