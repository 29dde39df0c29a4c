import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DraftDetail, RowWorker } from '@shelfline/shared/contracts/draft.contract';
import { AvailabilityBadge } from '../../../../components/availability-badge.tsx';
import { sortedWorkers } from '../details-rules.ts';
import { detailsStrings as s } from '../strings.ts';

export interface WorkerTokenActions {
  readOnly: boolean;
  onView: (workerId: number) => void;
  onToggleTemporary: (row: DraftDetail, worker: RowWorker) => void;
  onRemove: (row: DraftDetail, worker: RowWorker) => void;
  onAdd: (row: DraftDetail) => void;
}

/** The Workers cell: one token per worker (team leads first) and the add button. */
export function WorkerTokens({ row, actions }: { row: DraftDetail; actions: WorkerTokenActions }) {
  return (
    <SpaceBetween size="xxs">
      {sortedWorkers(row.workers).map((worker) => (
        <div
          key={worker.id}
          data-testid="worker-token"
          data-worker-id={worker.id}
          data-row-id={row.id}
          data-team-lead={worker.isTeamLead}
          style={{ whiteSpace: 'nowrap' }}
        >
          <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
            <Button variant="inline-link" onClick={() => actions.onView(worker.id)}>
              {worker.name}
            </Button>
            {worker.isTeamLead ? (
              <span title={s.teamLead}>
                <Badge color="blue">{s.teamLeadShort}</Badge>
              </span>
            ) : null}
            <AvailabilityBadge
              name={worker.name}
              status={worker.availabilityStatus ?? worker.availability?.status}
              details={worker.availability?.details}
            />
            <Checkbox
              checked={worker.isTemporary}
              disabled={actions.readOnly}
              onChange={() => actions.onToggleTemporary(row, worker)}
              ariaLabel={`${s.temporary}: ${worker.name}`}
            >
              <Box variant="small">{s.temporary}</Box>
            </Checkbox>
            {actions.readOnly ? null : (
              <Button
                variant="icon"
                iconName="close"
                ariaLabel={s.removeWorker(worker.name)}
                onClick={() => actions.onRemove(row, worker)}
              />
            )}
          </SpaceBetween>
        </div>
      ))}
      {actions.readOnly ? null : (
        <Button
          variant="inline-link"
          iconName="add-plus"
          ariaLabel={s.addWorkerTo(row.store.storeNumber, row.mainJobProduct.jobNumber)}
          onClick={() => actions.onAdd(row)}
          data-testid="add-worker"
        >
          {s.addWorker}
        </Button>
      )}
    </SpaceBetween>
  );
}
