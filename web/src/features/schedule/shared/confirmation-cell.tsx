import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { useState } from 'react';
import { ConfirmationDisplay } from '../confirmation/confirmation-display.tsx';
import { ServiceConfirmationModal } from '../confirmation/service-confirmation-modal.tsx';

/**
 * The Confirmation column of both schedule screens: the confirmation's text and, when `editable`, a link opening the
 * Service Confirmation modal (whose save reloads the schedule).
 */
export function ConfirmationCell({ row, editable }: { row: ScheduleRow; editable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ConfirmationDisplay
        serviceId={row.serviceId}
        serviceConfirmation={row.serviceConfirmation}
        onEdit={editable ? () => setOpen(true) : undefined}
      />
      <ServiceConfirmationModal
        service={row}
        visible={open}
        onDismiss={() => setOpen(false)}
        onSaved={() => setOpen(false)}
      />
    </>
  );
}
