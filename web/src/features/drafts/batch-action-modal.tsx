import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Draft, DraftBatchResult } from '@shelfline/shared/contracts/draft.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { draftKeys, draftsApi } from './drafts-api.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.batch;
const l = draftStrings.list;

export type BatchAction = 'delete' | 'inactivate' | 'activate' | 'export';

/** Rough server time per service row of an export (about 15 s for 6,000 rows), to move the bar while it runs. */
const EXPORT_MS_PER_ROW = 2.5;

const ACTIONS: Record<
  BatchAction,
  {
    question: (drafts: number, services: number) => string;
    button: string;
    done: (drafts: number, services: number) => string;
    failed: string;
    run: (ids: number[]) => Promise<DraftBatchResult>;
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
    run: (ids) => draftsApi.batchExport({ ids }),
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
 * count and the total service count. Export shows an estimated progress bar while its one call runs, then the
 * services created.
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
  const [running, setRunning] = useState<{ started: number; rows: number }>();
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<DraftBatchResult>();
  const spec = ACTIONS[action];
  const services = drafts.reduce((sum, d) => sum + d.detailsCount, 0);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const expected = Math.max(1500, running.rows * EXPORT_MS_PER_ROW);
      setProgress(Math.min(95, Math.round(((performance.now() - running.started) / expected) * 100)));
    }, 200);
    return () => clearInterval(timer);
  }, [running]);

  const run = async () => {
    if (running) return;
    setProgress(0);
    setRunning({ started: performance.now(), rows: services });
    try {
      const outcome = await spec.run(drafts.map((d) => d.id));
      setProgress(100);
      const message = spec.done(outcome.drafts, outcome.services);
      notify({ type: 'success', content: message });
      await queryClient.invalidateQueries({ queryKey: draftKeys.all });
      onDone();
      // Export stays open to report what it created; the others close.
      if (action === 'export') setResult(outcome);
      else onDismiss();
    } catch (error) {
      // 000 §8.1: an error toast that stays until dismissed, with the server's reasons.
      const reasons = messagesOf(error).filter((m) => m !== spec.failed);
      notify({ type: 'error', header: spec.failed, content: reasons.length ? reasons : spec.failed, autoClose: false });
      await queryClient.invalidateQueries({ queryKey: draftKeys.all });
      onDismiss();
    } finally {
      setRunning(undefined);
    }
  };

  const busy = running !== undefined;
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
            <Button variant="primary" onClick={() => void run()} loading={busy} data-testid="batch-ok">
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
