import mammoth from 'mammoth';
import { useEffect, useState } from 'react';
import { resumeBytes } from './resume-bytes.ts';
import { ResumeViewerFrame, type ResumeViewerProps } from './resume-viewer-frame.tsx';
import './word-resume-viewer.css';
import { paragraphsOf } from './word-resume-text.ts';

type WordText = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; paragraphs: string[] };

/** Reads a DOCX résumé's text in the browser with mammoth (its own lazy chunk: resume-links.tsx). */
function useWordText(fileId: string): WordText {
  const [state, setState] = useState<WordText>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    resumeBytes(fileId, controller.signal)
      .then((bytes) => mammoth.extractRawText({ arrayBuffer: bytes.slice().buffer }))
      .then(({ value }) => {
        if (!controller.signal.aborted) setState({ status: 'ready', paragraphs: paragraphsOf(value) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [fileId]);
  return state;
}

/**
 * The Word résumé viewer (brief 6b, issue 20 "résumé viewer for PDF and Word"): a DOCX file's text, paragraph by
 * paragraph, in the same modal as a PDF's; 'Failed to load resume file' when the file is gone or is no DOCX. The
 * layout of the document is not kept (Download gives the file itself).
 */
export function WordResumeViewer({ fileId, fileName, onDismiss }: ResumeViewerProps) {
  const text = useWordText(fileId);
  return (
    <ResumeViewerFrame fileName={fileName} status={text.status} onDismiss={onDismiss}>
      {text.status === 'ready' && (
        <div className="word-resume" data-testid="word-resume-text">
          {text.paragraphs.map((paragraph, index) => (
            // Paragraphs have no identity of their own and never move: their position is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </ResumeViewerFrame>
  );
}
