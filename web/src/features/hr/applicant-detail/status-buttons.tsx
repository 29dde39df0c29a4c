import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import {
  APPLICANT_STATUS,
  type ApplicantDetail,
  applicantStatusLabel,
  REJECTION_REASON_MAX,
} from '@shelfline/shared/contracts/ats-applicant.contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { applicantsApi } from '../applicants/applicants-api.ts';
import { canMove, canReopen, STATUS_BUTTONS } from './status-moves.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

/**
 * Reject, ShortList, Select for Interview, Send To HR, Hire (brief 6b): each disabled unless the move is allowed;
 * each asks 'Are you sure you want to change the status to "{label}"?'; Reject asks for a reason instead (1-1000
 * characters after trim). An admin may reopen a final status to Scored.
 */
export function StatusButtons({
  applicant,
  isAdmin,
  onChanged,
}: {
  applicant: ApplicantDetail;
  isAdmin: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { notify } = useNotifications();
  const [asking, setAsking] = useState<number>();
  const [rejecting, setRejecting] = useState(false);
  const move = useMutation({
    mutationFn: ({ status, reason }: { status: number; reason?: string }) =>
      applicantsApi.update(applicant, reason === undefined ? { status } : { status, reason }),
    onSuccess: async () => {
      notify({ type: 'success', content: s.statusChanged(applicant.fullName) });
      setAsking(undefined);
      setRejecting(false);
      await onChanged();
    },
    onError: (error) => {
      setAsking(undefined);
      notify({ type: 'error', content: messagesOf(error), autoClose: false });
    },
  });
  const buttons = STATUS_BUTTONS.map(({ status, label }) => (
    <Button
      key={status}
      data-testid={`status-${status}`}
      disabled={!canMove(applicant.status, status) || move.isPending}
      onClick={() => (status === APPLICANT_STATUS.rejectedManually ? setRejecting(true) : setAsking(status))}
    >
      {label}
    </Button>
  ));
  return (
    <>
      <SpaceBetween direction="horizontal" size="xs">
        {buttons}
        {canReopen(applicant.status, isAdmin) && (
          <Button data-testid="status-reopen" onClick={() => setAsking(APPLICANT_STATUS.scored)}>
            {s.reopen}
          </Button>
        )}
      </SpaceBetween>
      <ConfirmModal
        visible={asking !== undefined}
        title={s.confirmStatus(applicantStatusLabel(asking))}
        confirmLabel={s.yes}
        onConfirm={() =>
          asking === undefined ? undefined : move.mutateAsync({ status: asking }).catch(() => undefined)
        }
        onDismiss={() => setAsking(undefined)}
      />
      {rejecting && (
        <RejectDialog
          busy={move.isPending}
          onReject={(reason) => move.mutate({ status: APPLICANT_STATUS.rejectedManually, reason })}
          onDismiss={() => setRejecting(false)}
        />
      )}
    </>
  );
}

/** The Reject reason dialog: required after trim, at most 1000 characters, counted; Reject waits until valid. */
function RejectDialog({
  busy,
  onReject,
  onDismiss,
}: {
  busy: boolean;
  onReject: (reason: string) => void;
  onDismiss: () => void;
}) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const valid = trimmed.length >= 1 && trimmed.length <= REJECTION_REASON_MAX;
  return (
    <Modal
      visible
      header={s.rejectTitle}
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      data-testid="reject-dialog"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy}>
            {s.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={!valid}
            loading={busy}
            onClick={() => onReject(trimmed)}
            data-testid="reject-ok"
          >
            {s.reject}
          </Button>
        </ModalFooter>
      }
    >
      <FormField
        label={s.reason}
        constraintText={s.reasonCount(reason.length)}
        warningText={reason !== '' && !valid ? s.reasonRequired : undefined}
        stretch
      >
        <Textarea value={reason} onChange={(e) => setReason(e.detail.value)} rows={5} data-testid="reject-reason" />
      </FormField>
    </Modal>
  );
}
