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
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { DRAFT_STATUS_LABELS } from '@shelfline/shared/draft-status';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { draftDetailsKeys, draftKeys, draftQuery } from '../../queries/drafts.ts';
import { DraftJobsPanel } from './draft-jobs-panel.tsx';
import { DraftStoresPanel } from './draft-stores-panel.tsx';
import { draftStrings } from './strings.ts';
import { DRAFTS_LIST, useDraftEditor } from './use-draft-editor.ts';
import { useDraftId } from './use-draft-id.ts';

const s = draftStrings.edit;

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
        <RouterLink href={DRAFTS_LIST}>{draftStrings.list.title}</RouterLink>
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
  const { form, readOnly, saving, submit, deleting, setDeleting, remove } = useDraftEditor(draft, onChanged);
  const { errors } = form.formState;
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
          errorText={errors.root?.server?.message}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                formAction="none"
                variant="link"
                onClick={() => void navigate(DRAFTS_LIST)}
                data-testid="draft-cancel"
              >
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
              <FormField label={s.name} errorText={errors.name?.message} data-testid="field-name">
                <Controller
                  control={form.control}
                  name="name"
                  render={({ field }) => (
                    <Input
                      value={field.value}
                      onChange={(event) => field.onChange(event.detail.value)}
                      onBlur={field.onBlur}
                      invalid={Boolean(errors.name)}
                      disabled={readOnly || saving}
                    />
                  )}
                />
              </FormField>
              <FormField label={s.retailer} data-testid="field-retailer">
                <Input value={draft.retailer} readOnly />
              </FormField>
              <FormField label=" " errorText={errors.isInactive?.message} data-testid="field-isInactive">
                <Controller
                  control={form.control}
                  name="isInactive"
                  render={({ field }) => (
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.detail.checked)}
                      disabled={readOnly || saving}
                    >
                      {s.isInactive}
                    </Checkbox>
                  )}
                />
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
        onConfirm={remove}
        onDismiss={() => setDeleting(false)}
      />
    </SpaceBetween>
  );
}
