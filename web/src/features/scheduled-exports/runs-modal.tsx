import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import type { ExportSchedule, ExportScheduleRun } from '@shelfline/shared/contracts/export-schedule.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { exportScheduleRunsQuery } from '../../queries/export-schedules.ts';
import { RunStatusBadge } from './run-status.tsx';
import { formatInstant } from './schedule-values.ts';
import { SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';

const PAGE_SIZE = 20;

const periodOf = (run: ExportScheduleRun) =>
  run.fromDate ? (run.toDate && run.toDate !== run.fromDate ? `${run.fromDate} – ${run.toDate}` : run.fromDate) : '';

/** A schedule's run history (brief §7.3 Runs panel): paged, newest first, with each run's file and error. */
export function RunsModal({ schedule, onDismiss }: { schedule: ExportSchedule; onDismiss: () => void }) {
  const [pageNumber, setPageNumber] = useState(1);
  const runs = useQuery(exportScheduleRunsQuery(schedule.id, pageNumber, PAGE_SIZE));
  const page = runs.data;
  const zone = schedule.timeZone;
  return (
    <Modal
      visible
      size="max"
      header={s.runsTitle(schedule.name)}
      data-testid="schedule-runs"
      onDismiss={dismissUnlessOverlay(onDismiss)}
      footer={
        <ModalFooter>
          <Button onClick={() => void runs.refetch()} iconName="refresh" loading={runs.isFetching}>
            {s.refresh}
          </Button>
          <Button variant="primary" onClick={onDismiss}>
            {s.close}
          </Button>
        </ModalFooter>
      }
    >
      <Table<ExportScheduleRun>
        variant="embedded"
        items={page?.items ?? []}
        loading={runs.isPending}
        trackBy="runId"
        empty={runs.error ? messagesOf(runs.error).join(' ') : s.noRuns}
        pagination={
          <Pagination
            currentPageIndex={pageNumber}
            pagesCount={Math.max(1, Math.ceil((page?.total ?? 0) / PAGE_SIZE))}
            onChange={({ detail }) => setPageNumber(detail.currentPageIndex)}
          />
        }
        columnDefinitions={[
          { id: 'started', header: s.started, cell: (r) => formatInstant(r.startedAt ?? r.queuedAt, zone) },
          { id: 'finished', header: s.finished, cell: (r) => formatInstant(r.finishedAt, zone) },
          { id: 'period', header: s.periodColumn, cell: periodOf },
          { id: 'rows', header: s.rowsHeader, cell: (r) => r.rows ?? '' },
          { id: 'recipients', header: s.recipients, cell: (r) => r.recipients.join(', ') },
          {
            id: 'status',
            header: s.status,
            cell: (r) => <RunStatusBadge status={r.status} forced={r.forced} />,
          },
          { id: 'error', header: s.error, cell: (r) => r.error ?? '' },
          {
            id: 'file',
            header: s.file,
            cell: (r) =>
              r.downloadUrl ? (
                <Link href={r.downloadUrl} external={false} data-testid="run-download">
                  {r.fileName ?? s.download}
                </Link>
              ) : (
                ''
              ),
          },
        ]}
      />
    </Modal>
  );
}
