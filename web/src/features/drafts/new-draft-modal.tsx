import { type DraftCreate, DraftCreateSchema } from '@shelfline/shared/contracts/draft.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { EntityFormModal, type FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { draftKeys } from '../../queries/drafts.ts';
import { retailersQuery } from '../../queries/retailers.ts';
import { draftsApi } from './drafts-api.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.create;

/** New Draft (000 §2.5): a name and a retailer; the draft opens in the edit screen to add stores and jobs. */
export function NewDraftModal({ visible, onDismiss }: { visible: boolean; onDismiss: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const retailers = useQuery({ ...retailersQuery(true), enabled: visible });
  const fields: FormFieldDef[] = [
    { kind: 'text', name: 'name', label: s.name },
    {
      kind: 'select',
      name: 'retailerId',
      label: s.retailer,
      numeric: true,
      placeholder: s.chooseRetailer,
      loading: retailers.isPending,
      options: (retailers.data ?? [])
        .filter((r) => !r.isInactive)
        .map((r) => ({ value: String(r.id), label: `${r.code} - ${r.name}` })),
    },
  ];
  // A refusal rejects `mutateAsync`: the form shows its field errors.
  const creating = useMutation({
    mutationFn: draftsApi.create,
    onSuccess: async (draft) => {
      await queryClient.invalidateQueries({ queryKey: draftKeys.all });
      notify({ type: 'success', content: s.created(draft.name) });
      onDismiss();
      await navigate(`/schedule/drafts/${draft.id}`);
    },
  });
  return (
    <EntityFormModal<DraftCreate>
      visible={visible}
      title={s.title}
      fields={fields}
      schema={DraftCreateSchema}
      initialValues={{}}
      onSubmit={creating.mutateAsync}
      onDismiss={onDismiss}
      size="small"
      submitLabel={s.submit}
      testId="new-draft-form"
    />
  );
}
