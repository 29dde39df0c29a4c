import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ChangePasswordSchema } from '@shelfline/shared/contracts/profile.contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from '../../components/crud/form-errors.ts';
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
const EMPTY: Record<Name, string> = { currentPassword: '', password: '', confirm: '' };

/** Change Password (001 §2): the current password, then the new one twice; the policy is shown. */
export function ChangePasswordModal({ visible, onDismiss }: { visible: boolean; onDismiss: () => void }) {
  if (!visible) return null;
  return <ChangePasswordForm onDismiss={onDismiss} />;
}

function ChangePasswordForm({ onDismiss }: { onDismiss: () => void }) {
  const { notify } = useNotifications();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const change = useMutation({
    mutationFn: profileApi.changePassword,
    onSuccess: () => {
      notify({ type: 'success', content: s.password.changed });
      onDismiss();
    },
    onError: (error) => setErrors(errorsFromFailure(error, NAMES)),
  });
  const saving = change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (saving) return;
    const parsed = ChangePasswordSchema.safeParse({ currentPassword: draft.currentPassword, password: draft.password });
    const found = parsed.success ? NO_ERRORS : errorsFromIssues(parsed.error.issues, NAMES);
    if (draft.password !== draft.confirm) {
      setErrors({ ...found, fields: { ...found.fields, confirm: s.password.mismatch } });
      return;
    }
    if (!parsed.success) {
      setErrors(found);
      return;
    }
    setErrors(NO_ERRORS);
    change.mutate(parsed.data);
  };

  return (
    <ProfileFormModal
      title={s.password.title}
      size="small"
      testId="password-modal"
      saving={saving}
      errors={errors}
      onSubmit={submit}
      onDismiss={onDismiss}
    >
      <SpaceBetween size="m">
        <Box variant="p" color="text-body-secondary">
          {s.password.policy}
        </Box>
        {NAMES.map((name) => (
          <FormField key={name} label={LABELS[name]} errorText={errors.fields[name]} data-testid={`field-${name}`}>
            <Input
              type="password"
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              autoFocus={name === 'currentPassword'}
              value={draft[name]}
              ariaLabel={LABELS[name]}
              invalid={Boolean(errors.fields[name])}
              disabled={saving}
              onChange={(event) => {
                setDraft((current) => ({ ...current, [name]: event.detail.value }));
                setErrors((current) => ({ ...current, fields: { ...current.fields, [name]: '' } }));
              }}
            />
          </FormField>
        ))}
      </SpaceBetween>
    </ProfileFormModal>
  );
}
