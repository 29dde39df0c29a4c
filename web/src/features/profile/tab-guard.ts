import { useEffect, useRef } from 'react';

/**
 * How a tab with a draft tells the Profile page about unsaved changes (001 §2, §4): whether it is dirty, and how
 * to save it when the user answers Yes to 'Do you want to save changes?'. `save` resolves false when it failed.
 */
export interface TabGuard {
  setDirty(dirty: boolean): void;
  setSave(save: (() => Promise<boolean>) | undefined): void;
}

export function useTabGuard(guard: TabGuard, dirty: boolean, save: () => Promise<boolean>): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    guard.setDirty(dirty);
  }, [guard, dirty]);
  useEffect(() => {
    guard.setSave(() => latest.current());
    return () => {
      guard.setSave(undefined);
      guard.setDirty(false);
    };
  }, [guard]);
}
