import { zodResolver } from '@hookform/resolvers/zod';
import { type Draft, type DraftUpdate, DraftUpdateSchema } from '@shelfline/shared/contracts/draft.contract';
import { isDraftReadOnly } from '@shelfline/shared/draft-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { usePendingChanges } from '../../app/navigation/use-pending-changes.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { errorsFromFailure } from '../../components/crud/form-errors.ts';
import { draftKeys } from '../../queries/drafts.ts';
import { draftsApi } from './drafts-api.ts';
import { failureNotice } from './failure-notice.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.edit;
export const DRAFTS_LIST = '/schedule/drafts';

/** The fields of the draft's form: the shared update body without its version, which comes from the draft read. */
const DraftFormSchema = DraftUpdateSchema.pick({ name: true, isInactive: true });
const FIELD_NAMES = ['name', 'isInactive'] as const;

/**
 * The edit screen's state (000 §2.6): Name and Is Inactive in react-hook-form with the shared schema, Save (also
 * from the unsaved-changes question when leaving) and Delete as mutations. A saved or deleted draft opens the list.
 */
export function useDraftEditor(draft: Draft, onChanged: (draft: Draft) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const form = useForm({
    defaultValues: { name: draft.name, isInactive: draft.isInactive },
    resolver: zodResolver(DraftFormSchema),
  });
  // The Delete question is open.
  const [deleting, setDeleting] = useState(false);
  // Set once the draft is saved or deleted: the edits are no longer pending, then the list opens.
  const [leaving, setLeaving] = useState(false);
  const readOnly = isDraftReadOnly(draft.status);

  const updating = useMutation({
    mutationFn: (input: DraftUpdate) => draftsApi.update(draft.id, input),
    onSuccess: (saved) => {
      onChanged(saved);
      form.reset({ name: saved.name, isInactive: saved.isInactive });
      notify({ type: 'success', content: s.saved(saved.name) });
    },
    // A field's refusal shows under it; anything else (409: someone changed the draft meanwhile) above the buttons.
    onError: (error) => {
      const { fields, general } = errorsFromFailure(error, FIELD_NAMES);
      for (const name of FIELD_NAMES) if (fields[name]) form.setError(name, { message: fields[name] });
      if (general.length) form.setError('root.server', { message: general.join(' ') });
    },
  });
  const removing = useMutation({
    mutationFn: () => draftsApi.remove(draft.id),
    onSuccess: async () => {
      // Marked stale, not refetched: a refetch of the deleted draft would replace this screen before it leaves.
      await queryClient.invalidateQueries({ queryKey: draftKeys.all, refetchType: 'none' });
      notify({ type: 'success', content: s.deleted(draft.name) });
      setLeaving(true);
    },
    onError: (error) => notify(failureNotice(s.deleteFailed, error)),
    onSettled: () => setDeleting(false),
  });

  /** Validates and saves; answers whether the draft was saved (the unsaved-changes question waits for it). */
  const save = async (): Promise<boolean> => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      saved = await updating.mutateAsync({ ...values, version: draft.version }).then(
        () => true,
        () => false,
      );
    })();
    return saved;
  };
  usePendingChanges(!leaving && !readOnly && form.formState.isDirty, { save, detail: s.leaveDetail });

  useEffect(() => {
    if (leaving) void navigate(DRAFTS_LIST);
  }, [leaving, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || updating.isPending) return;
    if (await save()) setLeaving(true);
  };

  return {
    form,
    readOnly,
    saving: updating.isPending,
    submit,
    deleting,
    setDeleting,
    remove: () => removing.mutateAsync().catch(() => undefined),
  };
}
