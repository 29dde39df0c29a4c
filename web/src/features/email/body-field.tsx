import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { emailStrings as s } from './strings.ts';

/** Tiptap arrives with the first composer opened, not with the SPA's main chunk (brief §5b). */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function BodyField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <span>
          <Spinner /> {s.loadingEditor}
        </span>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
