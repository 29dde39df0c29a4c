// `?worker&url`: Vite bundles pdf.js's worker as a same-origin `.js` file of the build's assets and gives its URL (CSP
// `worker-src 'self'`; no CDN). A plain `?url` would copy the `.mjs` file, which the local runner serves with no
// script type, and `nosniff` then refuses it as a module worker.

import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url';
import { useEffect, useState } from 'react';
import { resumeBytes } from './resume-bytes.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

export type ResumeDocument = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pdf: PDFDocumentProxy };

/**
 * pdf.js's options (brief §12 rule 15). pdfjs-dist 6 no longer has an eval path (`isEvalSupported` is gone from its
 * types and its build has no `new Function`); the flag stays so that an older pdf.js could not turn it back on, and the
 * CSP's `script-src 'self'` refuses eval anyway. No WebAssembly decoders (the CSP has no 'wasm-unsafe-eval'): pdf.js
 * decodes those images in JavaScript.
 */
const documentOptions = (data: Uint8Array) =>
  ({ data, isEvalSupported: false, useWasm: false }) as Parameters<typeof getDocument>[0];

/**
 * Reads the résumé and opens it with pdf.js, from its bytes (an ArrayBuffer, never a URL pdf.js fetches itself). The
 * document (and its worker) is destroyed when the viewer closes or the file changes.
 */
export function useResumeDocument(fileId: string): ResumeDocument {
  const [state, setState] = useState<ResumeDocument>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let task: PDFDocumentLoadingTask | undefined;
    setState({ status: 'loading' });
    resumeBytes(fileId, controller.signal)
      .then((data) => {
        if (controller.signal.aborted) return undefined;
        task = getDocument(documentOptions(data));
        return task.promise;
      })
      .then((pdf) => {
        if (pdf && !controller.signal.aborted) setState({ status: 'ready', pdf });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => {
      controller.abort();
      void task?.destroy();
    };
  }, [fileId]);
  return state;
}
