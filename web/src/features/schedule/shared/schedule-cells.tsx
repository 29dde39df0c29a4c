import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import type { ReactNode } from 'react';
import { AvailabilityBadge } from '../../../components/availability-badge.tsx';
import { scheduleStrings as s } from './strings.ts';

/*
 * What the schedule table's cells show (000 §3.6): every cell names its field and service for the tests and marks a
 * value changed since the service was made.
 */

/** The per-field updated flags of a row (000 §3.6), by the column that shows the field. */
const UPDATED_FLAG_OF_COLUMN = {
  earliestDate: 'earliestDateIsUpdated',
  latestDate: 'latestDateIsUpdated',
  timeLimit: 'timeLimitIsUpdated',
  serviceType: 'serviceTypeIdIsUpdated',
  merchandiser: 'employeeAssignedIdIsUpdated',
} as const satisfies Record<string, keyof ScheduleRow>;

/** A value changed since the service was made: marked, with the word for screen readers and a tooltip. */
function Updated({ children }: { children: ReactNode }) {
  return (
    <span data-updated="true" title={s.updated}>
      {children}{' '}
      <Box variant="span" color="text-status-info" fontSize="body-s">
        <Icon name="edit" size="small" variant="subtle" ariaLabel={s.updated} />
      </Box>
    </span>
  );
}

/** One cell of column `field`: its content (a blank kept one line high), marked when the row says it was updated. */
export function cellOf(row: ScheduleRow, field: string, content: ReactNode) {
  const shown = content === undefined || content === '' || content === null ? '\u00a0' : content;
  const flag = UPDATED_FLAG_OF_COLUMN[field as keyof typeof UPDATED_FLAG_OF_COLUMN];
  return (
    <span data-field={field} data-service-id={row.serviceId}>
      {flag && row[flag] ? <Updated>{shown}</Updated> : shown}
    </span>
  );
}

/** The service id, flagged when the service is highlighted. */
export function ServiceIdText({ row }: { row: ScheduleRow }) {
  if (!row.isHighlighted) return row.serviceId;
  return (
    <Box color="text-status-warning" fontWeight="bold">
      <span data-highlighted="true" title={s.highlighted}>
        <Icon name="flag" variant="warning" /> {row.serviceId}
      </span>
    </Box>
  );
}

/** The merchandiser's name with their availability for the service's window. */
export function MerchandiserText({ row }: { row: ScheduleRow }) {
  if (!row.merchandiser) return null;
  return (
    <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
      <span>{row.merchandiser}</span>
      <AvailabilityBadge
        name={row.merchandiser}
        status={row.merchandiserAvailability?.status}
        details={row.merchandiserAvailability?.details}
      />
    </SpaceBetween>
  );
}

/** Activated or not, submitted, saved, highlighted. */
export function StatusBadges({ row }: { row: ScheduleRow }) {
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      <Badge color={row.isActivated ? 'green' : 'grey'}>{row.isActivated ? s.activated : s.notActivated}</Badge>
      {row.isSubmitted ? <Badge color="blue">{s.submitted}</Badge> : null}
      {row.isSaved && !row.isSubmitted ? <Badge>{s.saved}</Badge> : null}
      {row.isHighlighted ? <Badge color="red">{s.highlighted}</Badge> : null}
    </SpaceBetween>
  );
}
