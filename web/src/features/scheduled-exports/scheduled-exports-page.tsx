import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ExportScheduleInput, ExportScheduleView } from '@shelfline/shared/contracts/export-schedule.contract';
import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { CrudDeleteConfirm } from '../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { exportScheduleKeys, exportSchedulesQuery } from '../../queries/export-schedules.ts';
import { RunStatusBadge } from './run-status.tsx';
import { RunsModal } from './runs-modal.tsx';
import { ScheduleEditorModal } from './schedule-editor-modal.tsx';
import { formatInstant } from './schedule-values.ts';
import { KIND_LABELS, SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';
import { useScheduleActions } from './use-schedule-actions.ts';

function LastRun({ schedule }: { schedule: ExportScheduleView }) {
  const run = schedule.lastRun;
  if (!run) return <Box color="text-status-inactive">{s.never}</Box>;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <RunStatusBadge status={run.status} />
      {run.rows !== undefined && <span>{s.rows(run.rows)}</span>}
      <span>{formatInstant(run.finishedAt ?? run.startedAt, schedule.timeZone)}</span>
    </SpaceBetween>
  );
}

const COLUMNS: CrudColumn<ExportScheduleView>[] = [
  { id: 'name', header: s.name, cell: (x) => x.name, sortValue: (x) => x.name },
  { id: 'kind', header: s.kind, cell: (x) => KIND_LABELS[x.kind], sortValue: (x) => KIND_LABELS[x.kind] },
  // The server words the recurrence (describeRecurrence), so the list and the e-mails say the same.
  { id: 'when', header: s.when, cell: (x) => x.recurrenceText },
  { id: 'recipients', header: s.recipients, cell: (x) => x.recipients.length, sortValue: (x) => x.recipients.length },
  {
    id: 'nextRun',
    header: s.nextRun,
    cell: (x) => <span data-testid="next-run">{formatInstant(x.nextRunAt, x.timeZone)}</span>,
    sortValue: (x) => x.nextRunAt ?? '',
  },
  {
    id: 'lastRun',
    header: s.lastRun,
    cell: (x) => <LastRun schedule={x} />,
    sortValue: (x) => x.lastRun?.finishedAt ?? '',
  },
  { id: 'paused', header: s.paused, cell: (x) => (x.paused ? s.yes : s.no), sortValue: (x) => x.paused },
];

/**
 * /reporting/scheduled-exports (DECISIONS.md additions, brief files-mail-recruiting §7.3), admin only: the schedules
 * with when they run next and how their last run went; New, Edit, Pause/Resume, Run now (a period that already ran
 * asks before sending again), Runs, Delete (`Delete schedule "{name}"?`).
 */
export function ScheduledExportsPage() {
  useDocumentTitle(s.title);
  const { state, update } = useListState({ defaultSortBy: 'name' });
  const list = useQuery(exportSchedulesQuery());
  const crud = useCrudController<ExportScheduleView, ExportScheduleInput>({
    invalidates: [exportScheduleKeys.all],
    ...crudRouteCalls(exportSchedulesRoutes),
    messages: {
      created: (x) => s.created(x.name),
      updated: (x) => s.updated(x.name),
      deleted: (x) => s.deleted(x.name),
    },
  });
  const actions = useScheduleActions();
  const [runsOf, setRunsOf] = useState<ExportScheduleView>();
  const editing = crud.editing;
  const queryClient = useQueryClient();
  // A run finishes after Run now answered: the list's last run is read again when the history closes.
  const closeRuns = () => {
    setRunsOf(undefined);
    void queryClient.invalidateQueries({ queryKey: exportScheduleKeys.all });
  };

  return (
    <>
      <CrudTable<ExportScheduleView>
        title={s.title}
        resourceName={s.resource}
        columns={COLUMNS}
        data={{ mode: 'client', items: list.data, filterText: (x) => `${x.name} ${KIND_LABELS[x.kind]}` }}
        activeFilter={false}
        state={state}
        onStateChange={update}
        {...tableStatus(list)}
        trackBy={(x) => x.id}
        itemLabel={(x) => x.name}
        createLabel={s.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        rowActions={(x) => (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="inline-link"
              onClick={() => actions.togglePause.mutate(x)}
              disabled={actions.togglePause.isPending}
              data-testid="row-pause"
            >
              {x.paused ? s.resume : s.pause}
            </Button>
            <Button
              variant="inline-link"
              onClick={() => actions.runNow.mutate({ schedule: x, force: false })}
              disabled={actions.runNow.isPending}
              data-testid="row-run"
            >
              {s.runNow}
            </Button>
            <Button variant="inline-link" onClick={() => setRunsOf(x)} data-testid="row-runs">
              {s.runs}
            </Button>
          </SpaceBetween>
        )}
      />
      {editing && (
        <ScheduleEditorModal
          key={editing.mode === 'edit' ? editing.item.id : 'new'}
          editing={editing.mode === 'edit' ? editing.item : undefined}
          onSave={crud.save}
          onDismiss={crud.close}
        />
      )}
      <CrudDeleteConfirm<ExportScheduleView> crud={crud} question={(x) => s.deleteQuestion(x.name)} />
      <ConfirmModal
        visible={actions.rerun !== undefined}
        title={actions.rerun ? s.runAgainTitle(actions.rerun.schedule.name) : ''}
        message={actions.rerun?.message}
        confirmLabel={s.runAgain}
        testId="rerun-confirm"
        onConfirm={() =>
          actions.rerun &&
          actions.runNow.mutateAsync({ schedule: actions.rerun.schedule, force: true }).catch(() => undefined)
        }
        onDismiss={actions.cancelRerun}
      />
      {runsOf && <RunsModal schedule={runsOf} onDismiss={closeRuns} />}
    </>
  );
}
