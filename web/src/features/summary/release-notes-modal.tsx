import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { SetReleaseNotesQuerySchema, type SummaryRow } from '@shelfline/shared/contracts/summary.contract';
import { Controller, useForm } from 'react-hook-form';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { SUMMARY_STRINGS as s } from './strings.ts';
import type { SummaryActions } from './use-summary-actions.ts';

const NotesSchema = SetReleaseNotesQuerySchema.pick({ releaseNotes: true });

/** Edit Release Notes (002 §2): internal notes of one row, at most 1,000 characters (the shared schema's limit). */
export function ReleaseNotesModal({
  row,
  actions,
  onDismiss,
}: {
  row: SummaryRow;
  actions: SummaryActions;
  onDismiss: () => void;
}) {
  const form = useForm({ resolver: zodResolver(NotesSchema), defaultValues: { releaseNotes: row.releaseNotes ?? '' } });
  const busy = actions.setReleaseNotes.isPending;
  const save = form.handleSubmit(({ releaseNotes }) =>
    actions.setReleaseNotes.mutate({ serviceId: row.serviceID, releaseNotes }, { onSuccess: onDismiss }),
  );
  return (
    <Modal
      visible
      header={`${s.editReleaseNotes}: ${row.storeName} #${row.storeNumber}`}
      data-testid="release-notes-modal"
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy}>
            {s.cancel}
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={busy} data-testid="release-notes-save">
            {s.save}
          </Button>
        </ModalFooter>
      }
    >
      <form onSubmit={(e) => void save(e)}>
        <Controller
          control={form.control}
          name="releaseNotes"
          render={({ field, fieldState }) => (
            <FormField label={s.releaseNotes} errorText={fieldState.error?.message} stretch>
              <Textarea
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.detail.value)}
                onBlur={field.onBlur}
                rows={6}
                data-testid="release-notes-input"
              />
            </FormField>
          )}
        />
      </form>
    </Modal>
  );
}
