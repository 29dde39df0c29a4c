import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { saveDownload } from '../../lib/download.ts';
import type { invoicePdfQuery, preliminaryPdfQuery } from '../../queries/merchandiser-invoicing.ts';
import { merchandiserInvoicingStrings as s } from './strings.ts';

/** A PDF answer: its bytes, or a link to it in S3 when it was too large to answer inline. */
export type PdfAnswer = Blob | { url: string; fileName: string };

/**
 * A PDF shown in a modal (002 §2: 'Invoice:' + number; the preliminary invoice): the browser's viewer in a frame of
 * the blob, with Download beside Close for a copy on disk.
 */
export function PdfModal({
  title,
  query,
  fileName,
  onDismiss,
}: {
  title: string;
  /** The PDF's query (queries/merchandiser-invoicing.ts). */
  query: ReturnType<typeof invoicePdfQuery> | ReturnType<typeof preliminaryPdfQuery>;
  fileName: string;
  onDismiss: () => void;
}) {
  const { data: answer, error } = useQuery(query as ReturnType<typeof invoicePdfQuery>);
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!answer) return;
    if (!(answer instanceof Blob)) {
      setSrc(answer.url);
      return;
    }
    const url = URL.createObjectURL(answer);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [answer]);

  return (
    <Modal
      visible
      size="max"
      header={title}
      data-testid="pdf-modal"
      onDismiss={onDismiss}
      footer={
        <ModalFooter>
          <Button
            disabled={!answer}
            onClick={() => answer && saveDownload(answer, fileName)}
            data-testid="pdf-download"
          >
            {s.pdf.download}
          </Button>
          <Button variant="primary" onClick={onDismiss} data-testid="pdf-close">
            {s.pdf.close}
          </Button>
        </ModalFooter>
      }
    >
      {error ? (
        <Box color="text-status-error">{messagesOf(error).join(' ')}</Box>
      ) : src ? (
        <iframe title={title} src={src} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="pdf-frame" />
      ) : (
        <Box textAlign="center">
          <Spinner /> {s.pdf.loading}
        </Box>
      )}
    </Modal>
  );
}
