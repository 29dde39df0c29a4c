import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { scheduleKeys } from '../../../queries/schedule.ts';
import { ConfirmationDisplay } from '../confirmation/confirmation-display.tsx';
import { ServiceConfirmationModal } from '../confirmation/service-confirmation-modal.tsx';

/**
 * The Confirmation column of both schedule screens: the confirmation's text and, when `editable`, a link opening the
 * Service Confirmation modal; a save reloads the schedule.
 */
export function ConfirmationCell({ row, editable }: { row: ScheduleRow; editable: boolean }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
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
        onSaved={() => {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
        }}
      />
    </>
  );
}
