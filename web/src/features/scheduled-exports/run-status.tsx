import Badge from '@cloudscape-design/components/badge';
import type { RunStatus } from '@shelfline/shared/contracts/export-schedule.contract';
import { STATUS_LABELS, SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';

const COLORS: Readonly<Record<RunStatus, 'blue' | 'grey' | 'green' | 'red' | 'severity-medium'>> = {
  queued: 'grey',
  running: 'blue',
  retrying: 'severity-medium',
  succeeded: 'green',
  empty: 'grey',
  failed: 'red',
};

/** A run's outcome as a badge; a forced re-run says so. */
export function RunStatusBadge({ status, forced = false }: { status: RunStatus; forced?: boolean }) {
  return (
    <Badge color={COLORS[status]} data-testid="run-status">
      {STATUS_LABELS[status]}
      {forced ? ` (${s.forced})` : ''}
    </Badge>
  );
}

/** An instant in the schedule's own zone ('2026-11-30 06:00 EST'), as its recurrence is read. */
export function formatInstant(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
