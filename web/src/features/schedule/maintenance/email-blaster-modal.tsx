import Modal from '@cloudscape-design/components/modal';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { useQuery } from '@tanstack/react-query';
import { dismissUnlessOverlay } from '../../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { emailPrefillQuery } from '../../../queries/email.ts';
import { Composer } from '../../email/composer.tsx';
import { joinAddresses } from '../../email/composer-form.ts';
import { emailStrings as es } from '../../email/strings.ts';
import type { ScheduleFilterBody } from '../shared/filter-state.ts';

export interface EmailBlasterModalProps {
  filter: ScheduleFilterBody;
  selected: readonly ScheduleRow[];
  onDismiss: () => void;
  onSent: () => void;
}

/**
 * Email Blaster on Schedule Maintenance (000 §2.8, 001 §2, brief E1): the e-mail composer in modal mode (900 px wide,
 * not closed by a click beside it, 001 §9), prefilled for the selected services, or all filtered ones: To the
 * signed-in user, Cc the supervisors, Bcc the merchandisers. Every field stays editable; a send closes it.
 */
export function EmailBlasterModal({ filter, selected, onDismiss, onSent }: EmailBlasterModalProps) {
  const serviceIds = selected.length > 0 ? selected.map((row) => row.serviceId) : undefined;
  const prefill = useQuery(emailPrefillQuery({ filter, ...(serviceIds ? { serviceIds } : {}) }));
  return (
    <Modal
      visible
      width={900}
      header={es.modal.title}
      onDismiss={dismissUnlessOverlay(onDismiss)}
      data-testid="email-blaster"
    >
      {prefill.isPending ? (
        <StatusIndicator type="loading">{es.modal.prefilling}</StatusIndicator>
      ) : (
        <Composer
          initial={
            prefill.data
              ? {
                  To: joinAddresses(prefill.data.to),
                  Cc: joinAddresses(prefill.data.cc),
                  Bcc: joinAddresses(prefill.data.bcc),
                }
              : undefined
          }
          notice={
            prefill.isError ? (
              <StatusIndicator type="warning">{messagesOf(prefill.error).join(' ')}</StatusIndicator>
            ) : null
          }
          onCancel={onDismiss}
          onSent={onSent}
        />
      )}
    </Modal>
  );
}
