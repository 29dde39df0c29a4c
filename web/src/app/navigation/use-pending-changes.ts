import { useEffect, useRef } from 'react';
import { type PendingChange, pendingChanges } from './pending-changes.ts';

/**
 * Registers a screen's unsaved changes while `dirty`: the shell asks before the app's own navigation leaves the
 * page, and the browser warns before the page is unloaded (reload, closed tab, typed address).
 */
export function usePendingChanges(dirty: boolean, change: PendingChange = {}): void {
  const latest = useRef(change);
  useEffect(() => {
    latest.current = change;
  });
  const hasSave = change.save !== undefined;
  const { detail } = change;
  useEffect(() => {
    if (!dirty) return;
    const remove = pendingChanges.add({
      save: hasSave ? () => latest.current.save?.() ?? Promise.resolve(true) : undefined,
      detail,
    });
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      remove();
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty, hasSave, detail]);
}
