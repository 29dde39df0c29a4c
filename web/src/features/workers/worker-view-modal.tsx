import type { Role } from '@shelfline/shared/roles';
import { useSession } from '../../app/session/session.ts';
import { workerStrings as s } from './strings.ts';
import { WorkerFormModal } from './worker-form-modal.tsx';

export interface WorkerViewModalProps {
  employeeId: number;
  visible: boolean;
  onDismiss: () => void;
  /** Whose eyes: by default the signed-in user's roles (Profile hidden from supervisors, Comments for admins). */
  viewerRoles?: readonly Role[];
}

/** 'Employee View (id: n)': the worker form read-only, for the draft screens (000 §2.7). */
export function WorkerViewModal({ employeeId, visible, onDismiss, viewerRoles }: WorkerViewModalProps) {
  const session = useSession();
  if (!visible) return null;
  return (
    <WorkerFormModal
      employeeId={employeeId}
      editMode={false}
      canEdit={false}
      viewerRoles={viewerRoles ?? session?.roles ?? []}
      title={s.viewTitle(employeeId)}
      onClose={onDismiss}
    />
  );
}
