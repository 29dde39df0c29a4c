import type { DetailField, DetailMetadata, DraftDetail, RowWorker } from '@shelfline/shared/contracts/draft.contract';
import { ConfirmModal } from '../../../../components/crud/confirm-modal.tsx';
import { WorkerViewModal } from '../../../workers/worker-view-modal.tsx';
import { fieldChange, fieldValue } from '../details-rules.ts';
import { detailsStrings as s } from '../strings.ts';
import type { DetailsChanges } from '../use-details-changes.ts';
import { FIELD_LABELS } from './detail-columns.ts';
import { FillMissingModal } from './fill-missing-modal.tsx';
import { SelectWorkersModal } from './select-workers-modal.tsx';

/** The one dialog the screen shows at a time. */
export type DetailsDialog =
  | { kind: 'apply'; row: DraftDetail; field: DetailField }
  | { kind: 'add'; row: DraftDetail }
  | { kind: 'replace'; row: DraftDetail; worker: RowWorker }
  | { kind: 'removeWorker'; row: DraftDetail; worker: RowWorker }
  | { kind: 'removeAll' }
  | { kind: 'fill' }
  | { kind: 'view'; workerId: number };

export interface DetailsDialogsProps {
  dialog: DetailsDialog | undefined;
  onClose: () => void;
  /** The filtered row count: what the bulk changes affect. */
  total: number;
  /** The filter lists: Fill missing workers offers their jobs and helper jobs. */
  metadata: DetailMetadata | undefined;
  changes: DetailsChanges;
}

/**
 * The dialogs of the Draft details screen (000 §2.7, §4.2): Apply to all, Remove worker, Remove all workers, the
 * worker picker (add, replace), Fill missing workers and the worker's read-only view. A confirmed change closes its
 * dialog whether it succeeds or not (a refusal is the change's toast); the pickers stay open on a refusal.
 */
export function DetailsDialogs({ dialog, onClose, total, metadata, changes }: DetailsDialogsProps) {
  const closeAfter = (settling: Promise<unknown>) => settling.then(onClose, onClose);
  return (
    <>
      <ConfirmModal
        visible={dialog?.kind === 'apply'}
        title={s.affects(total)}
        message={
          dialog?.kind === 'apply'
            ? `${FIELD_LABELS[dialog.field]}: ${String(fieldValue(dialog.row, dialog.field) ?? '')}`
            : undefined
        }
        confirmLabel={s.accept}
        testId="apply-confirm"
        onDismiss={onClose}
        onConfirm={() => {
          if (dialog?.kind !== 'apply') return undefined;
          const change = fieldChange(dialog.field, fieldValue(dialog.row, dialog.field));
          return closeAfter(changes.applyToAll.mutateAsync(change));
        }}
      />
      <ConfirmModal
        visible={dialog?.kind === 'removeWorker'}
        title={dialog?.kind === 'removeWorker' ? s.removeWorkerQuestion(dialog.worker.name) : ''}
        confirmLabel={s.remove}
        testId="remove-worker-confirm"
        onDismiss={onClose}
        onConfirm={() => {
          if (dialog?.kind !== 'removeWorker') return undefined;
          return closeAfter(changes.removeWorker.mutateAsync({ row: dialog.row, worker: dialog.worker }));
        }}
      />
      <ConfirmModal
        visible={dialog?.kind === 'removeAll'}
        title={s.removeAllQuestion(total)}
        confirmLabel={s.remove}
        testId="remove-all-confirm"
        onDismiss={onClose}
        onConfirm={() => closeAfter(changes.removeAll.mutateAsync())}
      />
      {dialog?.kind === 'add' ? (
        <SelectWorkersModal
          row={dialog.row}
          title={s.selectWorkersTitle}
          offerTeamLead
          excludeIds={dialog.row.workers.map((w) => w.id)}
          onChoose={async (worker, isTeamLead) => {
            await changes.addWorker.mutateAsync({ row: dialog.row, worker, isTeamLead });
            onClose();
          }}
          onDismiss={onClose}
        />
      ) : null}
      {dialog?.kind === 'replace' ? (
        <SelectWorkersModal
          row={dialog.row}
          title={s.replaceTitle(dialog.worker.name)}
          hint={s.replaceHint(total)}
          excludeIds={[dialog.worker.id]}
          onChoose={async (worker) => {
            await changes.replaceWorker.mutateAsync({ old: dialog.worker, worker });
            onClose();
          }}
          onDismiss={onClose}
        />
      ) : null}
      {dialog?.kind === 'fill' ? (
        <FillMissingModal
          jobs={metadata?.jobs ?? []}
          helperJobs={metadata?.helperJobs ?? []}
          onFill={changes.fillMissing.mutateAsync}
          onDismiss={onClose}
        />
      ) : null}
      <WorkerViewModal
        employeeId={dialog?.kind === 'view' ? dialog.workerId : 0}
        visible={dialog?.kind === 'view'}
        onDismiss={onClose}
      />
    </>
  );
}
