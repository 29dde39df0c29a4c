import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Draft, DraftBatchResult } from '@shelfline/shared/contracts/draft.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { draftKeys } from '../../queries/drafts.ts';
import { draftsApi } from './drafts-api.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.batch;
const l = draftStrings.list;

export type BatchAction = 'delete' | 'inactivate' | 'activate' | 'export';

const ACTIONS: Record<
  BatchAction,
  {
    question: (drafts: number, services: number) => string;
    button: string;
    done: (drafts: number, services: number) => string;
    failed: string;
    /** `onStep`: export only, each step's progress. */
    run: (ids: number[], onStep: (step: DraftBatchResult) => void) => Promise<DraftBatchResult>;
  }
> = {
  delete: {
    question: s.deleteQuestion,
    button: l.delete,
    done: (n) => s.deleted(n),
    failed: s.deleteFailed,
    run: (ids) => draftsApi.batchDelete({ ids }),
  },
  inactivate: {
    question: s.inactivateQuestion,
    button: l.inactivate,
    done: (n) => s.inactivated(n),
    failed: s.inactivateFailed,
    run: (ids) => draftsApi.batchDeactivate({ ids, isInactive: true }),
  },
  activate: {
    question: s.activateQuestion,
    button: l.activate,
    done: (n) => s.activated(n),
    failed: s.activateFailed,
    run: (ids) => draftsApi.batchDeactivate({ ids, isInactive: false }),
  },
  export: {
    question: s.exportQuestion,
    button: l.export,
    done: s.exported,
    failed: s.exportFailed,
    run: (ids, onStep) => draftsApi.exportInSteps(ids, onStep),
  },
};

export interface BatchActionModalProps {
  action: BatchAction | undefined;
  drafts: readonly Draft[];
  /** After a successful call (the selection is cleared). */
  onDone: () => void;
  onDismiss: () => void;
}

/**
 * Delete, Inactivate, Activate and Export of the selected drafts (000 §2.5, §5): the question states the draft
 * count and the total service count. Export runs in steps (drafts-api `exportInSteps`) and shows their real
 * progress (items written of all), then the services created; a failed step has undone the whole export.
 */
export function BatchActionModal(props: BatchActionModalProps) {
  if (!props.action) return null;
  return <OpenBatchActionModal {...props} action={props.action} />;
}

function OpenBatchActionModal(props: BatchActionModalProps & { action: BatchAction }) {
  const { action, onDone, onDismiss } = props;
  // The drafts as selected when asked: the selection is cleared once the call succeeds.
  const [drafts] = useState(props.drafts);
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [step, setStep] = useState<{ done: number; total: number }>();
  const spec = ACTIONS[action];
  const services = drafts.reduce((sum, d) => sum + d.detailsCount, 0);
  // Up to 99 % while the last step adds served retailers and commits.
  const progress = step && step.total > 0 ? Math.min(99, Math.floor((step.done / step.total) * 100)) : 0;

  const batch = useMutation({
    mutationFn: () =>
      spec.run(
        drafts.map((d) => d.id),
        (answer) => setStep({ done: answer.done ?? 0, total: answer.total ?? 0 }),
      ),
    onMutate: () => setStep(undefined),
    onSuccess: async (outcome) => {
      notify({ type: 'success', content: spec.done(outcome.drafts, outcome.services) });
      await queryClient.invalidateQueries({ queryKey: draftKeys.all });
      onDone();
      // Export stays open to report what it created (the mutation's data); the others close.
      if (action !== 'export') onDismiss();
    },
    onError: async (error) => {
      // 000 §8.1: an error toast that stays until dismissed, with the server's reasons.
      const reasons = messagesOf(error).filter((m) => m !== spec.failed);
      const content = action === 'export' ? [...reasons, s.exportUndone] : reasons.length ? reasons : spec.failed;
      notify({ type: 'error', header: spec.failed, content, autoClose: false });
      await queryClient.invalidateQueries({ queryKey: draftKeys.all });
      onDismiss();
    },
  });
  const busy = batch.isPending;
  const result = action === 'export' ? batch.data : undefined;
  const run = () => {
    if (!busy) batch.mutate();
  };
  return (
    <Modal
      visible
      header={spec.question(drafts.length, services)}
      width={520}
      closeAriaLabel={s.close}
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      data-testid="batch-modal"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy} data-testid="batch-cancel">
            {result ? s.close : l.cancel}
          </Button>
          {!result && (
            <Button variant="primary" onClick={run} loading={busy} data-testid="batch-ok">
              {spec.button}
            </Button>
          )}
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        {action === 'export' && !result && <Box>{s.exportNote}</Box>}
        {action === 'export' && (busy || result) && (
          <ProgressBar
            value={result ? 100 : progress}
            label={s.exporting}
            status={result ? 'success' : 'in-progress'}
            additionalInfo={step ? s.exportProgress(step.done, step.total) : s.exportStarting}
            resultText={result ? s.exported(result.drafts, result.services) : undefined}
            data-testid="export-progress"
          />
        )}
        {result?.firstServiceId !== undefined && result.lastServiceId !== undefined && (
          <Box data-testid="export-ids">{s.serviceIds(result.firstServiceId, result.lastServiceId)}</Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}
