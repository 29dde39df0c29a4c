import Alert from '@cloudscape-design/components/alert';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import './resume-viewer.css';
import { DETAIL_STRINGS as s } from './strings.ts';

/** Never a canvas wider than this many device pixels, whatever the screen: a page stays a few MB of memory. */
const MAX_CANVAS_WIDTH = 2_400;

/**
 * One page of the résumé drawn by pdf.js on a canvas as wide as its container (100 %, so a phone's narrow screen never
 * overflows), at the screen's pixel density. Only the page shown is drawn: a 5,000-page file costs one page at a time.
 * `data-rendered` tells when the drawing is done (the browser tests wait for it).
 */
export function ResumePage({ pdf, pageNumber }: { pdf: PDFDocumentProxy; pageNumber: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    pdf
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const cssWidth = canvas.clientWidth || natural.width;
        const pixels = Math.min(cssWidth * (window.devicePixelRatio || 1), MAX_CANVAS_WIDTH);
        const viewport = page.getViewport({ scale: pixels / natural.width });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        return task.promise;
      })
      .then(() => {
        if (!cancelled) canvas.dataset.rendered = 'true';
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber]);
  if (failed) return <Alert type="error">{s.loadFailed}</Alert>;
  return (
    <div className="resume-viewer-sheet">
      <canvas
        ref={canvasRef}
        className="resume-viewer-canvas"
        aria-label={s.pageOf(pageNumber, pdf.numPages)}
        role="img"
        data-testid="resume-canvas"
      />
    </div>
  );
}
