import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import { zodResolver } from '@hookform/resolvers/zod';
import { ServiceExportInputSchema } from '@shelfline/shared/contracts/accounting-export.contract';
import { useController, useForm } from 'react-hook-form';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { ACCOUNTING_EXPORT_STRINGS as s } from './strings.ts';

const PostingDateSchema = ServiceExportInputSchema.pick({ postedDate: true });

/** 'Enter Posting Date' (002 §2): asked before a service export; required, today by default (brief §2.5 b). */
export function PostingDateModal({
  busy,
  onOk,
  onDismiss,
}: {
  busy: boolean;
  onOk: (postedDate: string) => void;
  onDismiss: () => void;
}) {
  const today = new Date().toLocaleDateString('en-CA');
  const form = useForm({ resolver: zodResolver(PostingDateSchema), defaultValues: { postedDate: today } });
  const { field, fieldState } = useController({ control: form.control, name: 'postedDate' });
  const ok = form.handleSubmit(({ postedDate }) => onOk(postedDate));
  const buttons = (
    <ModalFooter>
      <Button variant="link" onClick={onDismiss} disabled={busy}>
        {s.cancel}
      </Button>
      <Button variant="primary" onClick={() => void ok()} loading={busy} data-testid="posting-date-ok">
        {s.ok}
      </Button>
    </ModalFooter>
  );
  return (
    <Modal
      visible
      header={s.enterPostingDate}
      data-testid="posting-date-modal"
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      footer={buttons}
    >
      <form onSubmit={(e) => void ok(e)}>
        <FormField label={s.postingDate} errorText={fieldState.error?.message} constraintText="YYYY/MM/DD">
          <DatePicker
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.detail.value)}
            onBlur={field.onBlur}
            placeholder="YYYY/MM/DD"
            data-testid="posting-date-input"
          />
        </FormField>
      </form>
    </Modal>
  );
}
