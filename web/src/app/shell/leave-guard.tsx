import { PUBLIC_PATHS } from '@shelfline/shared/web-routes';
import { useCallback, useState } from 'react';
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
  const [saving, setSaving] = useState(false);
  if (blocker.state !== 'blocked') return null;
  const pending = pendingChanges.current();
  const stay = () => blocker.reset();
  const leave = () => blocker.proceed();

  if (pending?.save) {
    const save = pending.save;
    const saveThenLeave = async () => {
      setSaving(true);
      const saved = await save().finally(() => setSaving(false));
      // A failed save stays on the page with its errors shown.
      if (saved) leave();
      else stay();
    };
    return (
      <SaveChangesModal
        visible
        saving={saving}
        detail={pending.detail}
        onYes={() => void saveThenLeave()}
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
