import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { usePendingChanges } from '../../app/navigation/use-pending-changes.ts';
import { SaveChangesModal } from '../../components/save-changes-modal.tsx';
import type { TabGuard } from './tab-guard.ts';

export interface SaveChangesPrompt {
  /** Given to the tab with a draft (it reports whether it is dirty and how to save it). */
  guard: TabGuard;
  /** Runs `go` at once, or after 'Do you want to save changes?' while the tab has unsaved changes. */
  leave: (go: () => void) => void;
  /** The question's dialog, to render beside the tabs. */
  prompt: ReactNode;
}

/**
 * 'Do you want to save changes?' (001 §2, §4) before leaving a tab with unsaved changes: Yes saves then goes (a
 * failed save stays, with its errors shown), No discards then goes, Cancel stays. Leaving the page (menu, links,
 * back) asks the same. Shared by /profile and the worker screen's availability editors.
 */
export function useSaveChangesPrompt(detail: string): SaveChangesPrompt {
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<{ go: () => void }>();
  const save = useRef<(() => Promise<boolean>) | undefined>(undefined);
  const guard = useMemo<TabGuard>(
    () => ({
      setDirty,
      setSave: (fn) => {
        save.current = fn;
      },
    }),
    [],
  );
  const saveNow = async () => (await save.current?.()) ?? true;
  usePendingChanges(dirty, { save: saveNow, detail });

  const leave = (go: () => void) => {
    if (dirty) setPending({ go });
    else go();
  };
  // Yes: the tab's save, then the move it held back (a failed save resolves false and stays).
  const answer = useMutation({
    mutationFn: (_go: () => void) => saveNow(),
    onSuccess: (saved, go) => {
      setPending(undefined);
      if (saved) go();
    },
  });
  const answerNo = () => {
    if (!pending) return;
    // Leaving the tab unmounts it, which drops its draft.
    setDirty(false);
    setPending(undefined);
    pending.go();
  };
  const prompt = (
    <SaveChangesModal
      visible={pending !== undefined}
      saving={answer.isPending}
      detail={detail}
      onYes={() => (pending ? answer.mutate(pending.go) : undefined)}
      onNo={answerNo}
      onCancel={() => setPending(undefined)}
    />
  );
  return { guard, leave, prompt };
}
