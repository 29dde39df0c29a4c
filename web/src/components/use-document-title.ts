import { useEffect } from 'react';
import { strings } from '../strings.ts';

/** Names the browser tab after the page, so screen readers and history entries say where the user is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${strings.appName}` : strings.appName;
  }, [title]);
}
