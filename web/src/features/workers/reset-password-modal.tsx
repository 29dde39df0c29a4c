import { SetPasswordSchema } from '@shelfline/shared/contracts/employee-input.contract';
import { useMutation } from '@tanstack/react-query';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { EntityFormModal, type FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { workerStrings as s } from './strings.ts';
import { workersApi } from './workers-api.ts';

const FIELDS: FormFieldDef[] = [{ kind: 'password', name: 'password', label: s.newPassword }];

/** Reset password (admins, existing workers): a new password for the worker's sign-in. */
export function ResetPasswordModal({
  employeeId,
  visible,
  onDismiss,
}: {
  employeeId: number;
  visible: boolean;
  onDismiss: () => void;
}) {
  const { notify } = useNotifications();
  const reset = useMutation({
    mutationFn: (password: string) => workersApi.setPassword(employeeId, password),
    onSuccess: () => {
      notify({ type: 'success', content: s.passwordReset });
      onDismiss();
    },
  });
  return (
    <EntityFormModal<{ password: string }>
      visible={visible}
      title={s.resetPassword}
      fields={FIELDS}
      schema={SetPasswordSchema}
      initialValues={{ password: '' }}
      testId="reset-password-form"
      onSubmit={({ password }) => reset.mutateAsync(password)}
      onDismiss={onDismiss}
    />
  );
}
