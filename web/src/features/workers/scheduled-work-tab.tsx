import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import type { ScheduledWorkRow } from '@shelfline/shared/contracts/employee-scheduled-work.contract';
import { useQuery } from '@tanstack/react-query';
import { PagedTable } from '../../components/paged-table.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { scheduledWorkQuery } from '../../queries/workers.ts';
import { datePart, workerStrings as s } from './strings.ts';

/** Scheduled Work: the worker's assigned services, 10 rows per page (001 §2, §9). */
export function ScheduledWorkTab({ employeeId }: { employeeId?: number }) {
  const work = useQuery(scheduledWorkQuery(employeeId));
  const rows = work.data ?? [];
  if (work.error) {
    return (
      <Alert type="error" header={s.fetchScheduledWork} data-testid="scheduled-work-error">
        {messagesOf(work.error).join(' ')}
      </Alert>
    );
  }
  return (
    <PagedTable<ScheduledWorkRow>
      data-testid="scheduled-work"
      rows={rows}
      loading={employeeId !== undefined && work.isPending}
      trackBy={(r) => `${r.serviceId}-${r.startDate}-${r.storeNumber}`}
      empty={<Box data-testid="scheduled-work-empty">{s.noScheduledWork}</Box>}
      columnDefinitions={[
        { id: 'retailer', header: s.retailer, cell: (r) => r.retailer },
        { id: 'store', header: s.storeNumber, cell: (r) => r.storeNumber },
        { id: 'job', header: s.jobCode, cell: (r) => r.jobNumber },
        { id: 'start', header: s.startDate, cell: (r) => datePart(r.startDate) },
        { id: 'end', header: s.endDate, cell: (r) => datePart(r.endDate) },
        { id: 'hours', header: s.hours, cell: (r) => r.hours },
        { id: 'scheduled', header: s.scheduled, cell: (r) => (r.isSchedule ? s.yes : s.no) },
      ]}
    />
  );
}
