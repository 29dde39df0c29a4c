import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ChangePassword } from '@shelfline/shared/contracts/profile.contract';
import { useMutation } from '@tanstack/react-query';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { ChangePasswordFormSchema, type PasswordDraft } from './dialog-schemas.ts';
import { profileApi } from './profile-api.ts';
import { ProfileFormModal } from './profile-form-modal.tsx';
import { profileStrings as s } from './strings.ts';

const NAMES = ['currentPassword', 'password', 'confirm'] as const;
type Name = (typeof NAMES)[number];
const LABELS: Record<Name, string> = {
  currentPassword: s.password.current,
  password: s.password.new,
  confirm: s.password.confirm,
};
const EMPTY: PasswordDraft = { currentPassword: '', password: '', confirm: '' };

/** Change Password (001 §2): the current password, then the new one twice; the policy is shown. */
export function ChangePasswordModal({ visible, onDismiss }: { visible: boolean; onDismiss: () => void }) {
  if (!visible) return null;
  return <ChangePasswordForm onDismiss={onDismiss} />;
}

function ChangePasswordForm({ onDismiss }: { onDismiss: () => void }) {
  const { notify } = useNotifications();
  const change = useMutation({
    mutationFn: profileApi.changePassword,
    onSuccess: () => {
      notify({ type: 'success', content: s.password.changed });
      onDismiss();
    },
  });
  const form = useEntityForm<PasswordDraft, ChangePassword>({
    initialValues: () => EMPTY,
    names: NAMES,
    schema: ChangePasswordFormSchema,
    toInput: (draft) => draft,
    onSubmit: (input) => change.mutateAsync(input),
    keepSavingOnSuccess: true,
  });

  return (
    <ProfileFormModal
      title={s.password.title}
      size="small"
      testId="password-modal"
      saving={form.saving}
      errors={form.errors}
      onSubmit={(event) => {
        // The dialog's form sits inside the Contact Information form in React's tree: its submit stays here.
        event.stopPropagation();
        void form.submit(event);
      }}
      onDismiss={onDismiss}
    >
      <SpaceBetween size="m">
        <Box variant="p" color="text-body-secondary">
          {s.password.policy}
        </Box>
        {NAMES.map((name) => (
          <FormField key={name} label={LABELS[name]} errorText={form.errors.fields[name]} data-testid={`field-${name}`}>
            <Input
              type="password"
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              autoFocus={name === 'currentPassword'}
              value={form.values[name]}
              ariaLabel={LABELS[name]}
              invalid={Boolean(form.errors.fields[name])}
              disabled={form.saving}
              onChange={(event) => form.change({ [name]: event.detail.value })}
            />
          </FormField>
        ))}
      </SpaceBetween>
    </ProfileFormModal>
  );
}
