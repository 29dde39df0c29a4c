import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { ServiceConfirmation } from '@shelfline/shared/contracts/schedule.contract';
import { confirmationStrings as s } from './strings.ts';

/** The text of a confirmation (000 §4.5): absent 'To be Confirmed', a date with its check mark, or 'No Date'. */
export function confirmationText(confirmation: ServiceConfirmation | null | undefined): string {
  if (!confirmation) return s.toBeConfirmed;
  return confirmation.estimatedDate ? s.confirmedOn(confirmation.estimatedDate.slice(0, 10)) : s.noDate;
}

export interface ConfirmationDisplayProps {
  serviceId: number;
  serviceConfirmation: ServiceConfirmation | null | undefined;
  /** When given, the cell is a button that opens the Service Confirmation modal. */
  onEdit?: () => void;
}

/** A schedule table's Confirmation cell; a link-style button (keyboard-reachable) when the user may confirm. */
export function ConfirmationDisplay({ serviceId, serviceConfirmation, onEdit }: ConfirmationDisplayProps) {
  const text = confirmationText(serviceConfirmation);
  const state = !serviceConfirmation ? 'none' : serviceConfirmation.estimatedDate ? 'date' : 'no-date';
  if (!onEdit)
    return (
      <Box variant="span" data-testid="confirmation-display" data-state={state}>
        {text}
      </Box>
    );
  return (
    <Button
      variant="inline-link"
      ariaLabel={`${s.editLabel(serviceId)}: ${text}`}
      onClick={onEdit}
      data-testid="confirmation-display"
      data-state={state}
    >
      {text}
    </Button>
  );
}
