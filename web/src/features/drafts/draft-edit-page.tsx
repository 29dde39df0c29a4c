import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Draft, type DraftUpdate, DraftUpdateSchema } from '@shelfline/shared/contracts/draft.contract';
import { DRAFT_STATUS_LABELS, isDraftReadOnly } from '@shelfline/shared/draft-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePendingChanges } from '../../app/navigation/use-pending-changes.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from '../../components/crud/form-errors.ts';
import { RouterLink } from '../../components/router-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { draftDetailsKeys, draftKeys, draftQuery } from '../../queries/drafts.ts';
import { DraftJobsPanel } from './draft-jobs-panel.tsx';
import { DraftStoresPanel } from './draft-stores-panel.tsx';
import { draftsApi } from './drafts-api.ts';
import { failureNotice } from './failure-notice.ts';
import { draftStrings } from './strings.ts';
import { useDraftId } from './use-draft-id.ts';

const s = draftStrings.edit;
const LIST = '/schedule/drafts';
const FIELD_NAMES = ['name', 'isInactive'] as const;

/**
 * /schedule/drafts/{id} (000 §2.6): Name, Is Inactive and the read-only Retailer with Save, Delete and Cancel; the
 * 'Stores (n)' and 'Jobs (n)' panels. Completed and Exported drafts are read-only.
 */
export function DraftEditPage() {
  const id = useDraftId();
  const queryClient = useQueryClient();
  const draft = useQuery(draftQuery(id));
  useDocumentTitle(draft.data ? s.title(draft.data.name) : s.documentTitle);
  const { notify } = useNotifications();
  const failed = draft.error !== null;
  useEffect(() => {
    if (failed) notify({ type: 'error', content: s.fetchFailed, id: 'draft-fetch', autoClose: false });
  }, [failed, notify]);

  if (draft.error)
    return (
      <SpaceBetween size="m">
        <Header variant="h1">{s.documentTitle}</Header>
        <Alert type="error" header={s.fetchFailed} data-testid="draft-error">
          {messagesOf(draft.error).join(' ')}
        </Alert>
        <RouterLink href={LIST}>{draftStrings.list.title}</RouterLink>
      </SpaceBetween>
    );
  if (!draft.data) return <Header variant="h1">{s.loading}</Header>;
  return (
    <DraftEditor
      key={draft.data.id}
      draft={draft.data}
      onChanged={(next) => {
        queryClient.setQueryData(draftKeys.one(id), next);
        // The list's counts and the details' rows follow the draft; they reload when shown again.
        void queryClient.invalidateQueries({ queryKey: draftKeys.all, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: draftDetailsKeys.all, refetchType: 'none' });
      }}
    />
  );
}

function DraftEditor({ draft, onChanged }: { draft: Draft; onChanged: (draft: Draft) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [name, setName] = useState(draft.name);
  const [isInactive, setIsInactive] = useState(draft.isInactive);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // The Delete question is open.
  const [deleting, setDeleting] = useState(false);
  // Set once the draft is saved or deleted: the edits are no longer pending, then the list opens.
  const [leaving, setLeaving] = useState(false);
  const readOnly = isDraftReadOnly(draft.status);
  const dirty = !leaving && !readOnly && (name !== draft.name || isInactive !== draft.isInactive);

  const updating = useMutation({
    mutationFn: (input: DraftUpdate) => draftsApi.update(draft.id, input),
    onSuccess: (saved) => {
      onChanged(saved);
      notify({ type: 'success', content: s.saved(saved.name) });
    },
    // 409: someone changed the draft meanwhile; the server's message says so.
    onError: (error) => setErrors(errorsFromFailure(error, FIELD_NAMES)),
  });
  const saving = updating.isPending;
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

  const save = async (): Promise<boolean> => {
    const parsed = DraftUpdateSchema.safeParse({ name, isInactive, version: draft.version });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, FIELD_NAMES));
      return false;
    }
    setErrors(NO_ERRORS);
    return updating.mutateAsync(parsed.data).then(
      () => true,
      () => false,
    );
  };
  usePendingChanges(dirty, { save, detail: s.leaveDetail });

  useEffect(() => {
    if (leaving) void navigate(LIST);
  }, [leaving, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || saving) return;
    if (await save()) setLeaving(true);
  };

  const status = DRAFT_STATUS_LABELS[draft.status];
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={`${s.retailer}: ${draft.retailer} · ${s.status}: ${status}`}
        actions={
          <RouterLink href={`/schedule/drafts/details/${draft.id}`} data-testid="open-details">
            {s.openDetails}
          </RouterLink>
        }
      >
        {s.title(draft.name)}
      </Header>
      {readOnly && (
        <Alert type="info" data-testid="read-only">
          {s.readOnly(status)}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="draft-form">
        <Form
          errorText={errors.general.length ? errors.general.join(' ') : undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => void navigate(LIST)} data-testid="draft-cancel">
                {s.cancel}
              </Button>
              <Button
                formAction="none"
                disabled={readOnly || saving}
                onClick={() => setDeleting(true)}
                data-testid="draft-delete"
              >
                {s.delete}
              </Button>
              <Button variant="primary" disabled={readOnly} loading={saving} data-testid="draft-save">
                {s.save}
              </Button>
            </SpaceBetween>
          }
        >
          <Container>
            <ColumnLayout columns={3}>
              <FormField label={s.name} errorText={errors.fields.name} data-testid="field-name">
                <Input
                  value={name}
                  onChange={(event) => {
                    setName(event.detail.value);
                    setErrors((e) => ({ ...e, fields: { ...e.fields, name: '' } }));
                  }}
                  invalid={Boolean(errors.fields.name)}
                  disabled={readOnly || saving}
                />
              </FormField>
              <FormField label={s.retailer} data-testid="field-retailer">
                <Input value={draft.retailer} readOnly />
              </FormField>
              <FormField label=" " errorText={errors.fields.isInactive} data-testid="field-isInactive">
                <Checkbox
                  checked={isInactive}
                  onChange={(event) => setIsInactive(event.detail.checked)}
                  disabled={readOnly || saving}
                >
                  {s.isInactive}
                </Checkbox>
              </FormField>
            </ColumnLayout>
          </Container>
        </Form>
      </form>
      <DraftStoresPanel draft={draft} readOnly={readOnly} onChanged={onChanged} />
      <DraftJobsPanel draft={draft} readOnly={readOnly} onChanged={onChanged} />
      <ConfirmModal
        visible={deleting}
        title={s.deleteQuestion}
        onConfirm={() => removing.mutateAsync().catch(() => undefined)}
        onDismiss={() => setDeleting(false)}
      />
    </SpaceBetween>
  );
}
