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
