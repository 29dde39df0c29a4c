import Button from '@cloudscape-design/components/button';
import { type Failure, RETRYABLE_FAILURE_CODES } from '@shelfline/shared/contracts/ats-failure.contract';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../../app/api.ts';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { failureKeys } from '../../../queries/ats-failures.ts';
import { FAILURE_STRINGS as s } from './strings.ts';

/** Whether the failure's mail may be sent through the pipeline again (the server decides; this hides a sure 409). */
export const canRetry = (f: Failure) =>
  RETRYABLE_FAILURE_CODES.includes(f.errorCode) && f.retryOutcome !== 'pending' && f.retryOutcome !== 'resolved';

/**
 * Retry on a failure's detail (brief A5): after the question, `POST ats/failures/{id}/retry`; the flash says the mail
 * went back to the pipeline, and the page reads the failure again until its outcome shows.
 */
export function RetryButton({ failure }: { failure: Failure }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [asking, setAsking] = useState(false);
  const retry = useMutation({
    mutationFn: () => callRoute(atsRoutes.retryFailure, { params: { id: failure.id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(failureKeys.one(failure.id), answer);
      notify({ type: 'success', content: s.retried });
      return queryClient.invalidateQueries({ queryKey: failureKeys.all });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  if (!canRetry(failure)) return null;
  return (
    <>
      <Button onClick={() => setAsking(true)} loading={retry.isPending} data-testid="failure-retry">
        {s.retry}
      </Button>
      <ConfirmModal
        visible={asking}
        title={s.retryQuestion}
        message={s.retryMessage}
        confirmLabel={s.yes}
        cancelLabel={s.no}
        onConfirm={() => retry.mutateAsync().finally(() => setAsking(false))}
        onDismiss={() => setAsking(false)}
      />
    </>
  );
}
