import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { ACTION_DETAILS_MAX, type ApplicantActionRecord } from '@shelfline/shared/contracts/ats-applicant.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { applicantActionsQuery, applicantKeys } from '../../../queries/ats-applicants.ts';
import { applicantsApi } from '../applicants/applicants-api.ts';
import { dateTime } from '../format.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

type Kind = 'Contact' | 'Comment';

/** The Actions tab: the applicant's history, newest first; Add Contact / Add Comment for those who write. */
export function ActionsTab({ applicantId, canWrite }: { applicantId: number; canWrite: boolean }) {
  const actions = useQuery(applicantActionsQuery(applicantId));
  const [adding, setAdding] = useState<Kind>();
  return (
    <>
      <Table<ApplicantActionRecord>
        data-testid="actions-table"
        variant="embedded"
        header={
          canWrite && (
            <Header
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => setAdding('Contact')} data-testid="add-contact">
                    {s.addContact}
                  </Button>
                  <Button onClick={() => setAdding('Comment')} data-testid="add-comment">
                    {s.addComment}
                  </Button>
                </SpaceBetween>
              }
            />
          )
        }
        loading={actions.isPending}
        items={actions.data ?? []}
        trackBy={(a) => String(a.id)}
        wrapLines
        columnDefinitions={[
          { id: 'date', header: s.actionColumns.date, cell: (a) => dateTime(a.createdOn) },
          { id: 'user', header: s.actionColumns.user, cell: (a) => a.userName },
          { id: 'type', header: s.actionColumns.type, cell: (a) => a.action },
          { id: 'details', header: s.actionColumns.details, cell: (a) => a.details },
        ]}
        empty={<Box textAlign="center">{actions.error ? messagesOf(actions.error).join(' ') : s.noActions}</Box>}
      />
      {adding && <AddActionModal applicantId={applicantId} kind={adding} onDismiss={() => setAdding(undefined)} />}
    </>
  );
}

function AddActionModal({ applicantId, kind, onDismiss }: { applicantId: number; kind: Kind; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [details, setDetails] = useState('');
  const record = useMutation({
    mutationFn: () => applicantsApi.recordAction(applicantId, kind, details.trim()),
    onSuccess: async () => {
      notify({ type: 'success', content: kind === 'Contact' ? s.contactRecorded : s.commentRecorded });
      onDismiss();
      await queryClient.invalidateQueries({ queryKey: applicantKeys.all });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  const trimmed = details.trim();
  return (
    <Modal
      visible
      header={kind === 'Contact' ? s.addContact : s.addComment}
      onDismiss={dismissUnlessOverlay(onDismiss, record.isPending)}
      data-testid="action-dialog"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={record.isPending}>
            {s.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={trimmed === '' || trimmed.length > ACTION_DETAILS_MAX}
            loading={record.isPending}
            onClick={() => record.mutate()}
            data-testid="action-save"
          >
            {s.save}
          </Button>
        </ModalFooter>
      }
    >
      <FormField label={s.details} constraintText={`${details.length}/${ACTION_DETAILS_MAX}`} stretch>
        <Textarea value={details} onChange={(e) => setDetails(e.detail.value)} rows={5} data-testid="action-details" />
      </FormField>
    </Modal>
  );
}
