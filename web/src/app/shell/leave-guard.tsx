import { PUBLIC_PATHS } from '@shelfline/shared/web-routes';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { SaveChangesModal } from '../../components/save-changes-modal.tsx';
import { strings } from '../../strings.ts';
import { mustConfirmLeave, pendingChanges } from '../navigation/pending-changes.ts';

const s = strings.unsaved;

/**
 * Holds back the app's own navigation (menu, links, back and forward) away from a page with unsaved changes
 * (`usePendingChanges`) and asks first: save or discard when the page can save, else discard or stay.
 */
export function LeaveGuard() {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      mustConfirmLeave(pendingChanges.current(), currentLocation, nextLocation, PUBLIC_PATHS),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // The page's own save (usually its mutation), run from here; a failed save stays on the page with its errors shown.
  const saveThenLeave = useMutation({
    mutationFn: (save: () => Promise<boolean>) => save(),
    onSuccess: (saved) => (saved ? blocker.proceed?.() : blocker.reset?.()),
    onError: () => blocker.reset?.(),
  });
  if (blocker.state !== 'blocked') return null;
  const pending = pendingChanges.current();
  const stay = () => blocker.reset();
  const leave = () => blocker.proceed();

  if (pending?.save) {
    const save = pending.save;
    return (
      <SaveChangesModal
        visible
        saving={saveThenLeave.isPending}
        detail={pending.detail}
        onYes={() => saveThenLeave.mutate(save)}
        onNo={leave}
        onCancel={stay}
      />
    );
  }
  return (
    <ConfirmModal
      visible
      title={s.discardTitle}
      message={pending?.detail ?? s.discardText}
      confirmLabel={s.discard}
      testId="leave-modal"
      onConfirm={async () => leave()}
      onDismiss={stay}
    />
  );
}
