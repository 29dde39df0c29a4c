import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import {
  ANY_DISTANCE_KM,
  type EmployeeSearchQuery,
  type EmployeeSearchRow,
} from '@shelfline/shared/contracts/employee-search.contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AvailabilityBadge } from '../../../../components/availability-badge.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../../../components/crud/modal-parts.tsx';
import { PagedTable } from '../../../../components/paged-table.tsx';
import { messagesOf } from '../../../../lib/api-client.ts';
import { employeeSearchQuery } from '../../../../queries/employees.ts';
import { detailsStrings as s } from '../strings.ts';

const DISTANCES = [10, 25, 50, 100, 250, 500] as const;
const DEFAULT_DISTANCE = 100;

/** What the modal searches by: the row's store and dates, a distance and a name. */
type WorkerSearch = Pick<Partial<EmployeeSearchQuery>, 'storeId' | 'distance' | 'name' | 'startDate' | 'endDate'>;

export interface SelectWorkersModalProps {
  /** The row whose store and dates the search uses. */
  row: DraftDetail;
  title: string;
  /** A line above the search, e.g. what a replacement affects. */
  hint?: string;
  /** Offer 'Add as team lead' (adding); replacing keeps the old worker's role. */
  offerTeamLead?: boolean;
  /** Workers not to offer (already on the row, or the one being replaced). */
  excludeIds?: readonly number[];
  onChoose: (worker: EmployeeSearchRow, isTeamLead: boolean) => Promise<unknown>;
  onDismiss: () => void;
}

/**
 * 'Select Independent Workers' (000 §2.7): workers near the row's store, with their availability for the row's
 * dates in colour; Select assigns one. Also the picker of 'Replace worker'.
 */
export function SelectWorkersModal({
  row,
  title,
  hint,
  offerTeamLead = false,
  excludeIds = [],
  onChoose,
  onDismiss,
}: SelectWorkersModalProps) {
  const [name, setName] = useState('');
  const [distance, setDistance] = useState<number>(DEFAULT_DISTANCE);
  const [teamLead, setTeamLead] = useState(false);
  const searchOf = (n: string, d: number): WorkerSearch => ({
    storeId: row.storeId,
    distance: d,
    name: n.trim() || undefined,
    startDate: row.startDate,
    endDate: row.endDate ?? row.startDate,
  });
  const [search, setSearch] = useState<WorkerSearch>(() => searchOf('', DEFAULT_DISTANCE));
  const result = useQuery(employeeSearchQuery(search));
  const rows = (result.data ?? []).filter((w) => !excludeIds.includes(w.id));

  // The write itself is the page's mutation (onChoose); this one holds the chosen row's spinner and the refusal.
  const choosing = useMutation({ mutationFn: (worker: EmployeeSearchRow) => onChoose(worker, teamLead) });
  const busy = choosing.isPending ? choosing.variables?.id : undefined;
  const error = choosing.error ? messagesOf(choosing.error) : [];
  const distanceOption = (d: number) => ({
    value: String(d),
    label: d === ANY_DISTANCE_KM ? s.anyDistance : s.km(d),
  });

  return (
    <Modal
      visible
      size="large"
      header={title}
      closeAriaLabel={s.close}
      onDismiss={dismissUnlessOverlay(onDismiss, busy !== undefined)}
      data-testid="select-workers-modal"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy !== undefined}>
            {s.close}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        {hint ? <Box>{hint}</Box> : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(searchOf(name, distance));
          }}
        >
          <SpaceBetween direction="horizontal" size="s" alignItems="end">
            <FormField label={s.name}>
              <Input
                value={name}
                onChange={(e) => setName(e.detail.value)}
                type="search"
                ariaLabel={s.name}
                data-testid="worker-search-name"
              />
            </FormField>
            <FormField label={s.distance}>
              <Select
                selectedOption={distanceOption(distance)}
                options={[...DISTANCES, ANY_DISTANCE_KM].map(distanceOption)}
                onChange={(e) => setDistance(Number(e.detail.selectedOption.value))}
                data-testid="worker-search-distance"
              />
            </FormField>
            <Button formAction="submit" data-testid="worker-search-submit">
              {s.searchWorkers}
            </Button>
            {offerTeamLead ? (
              <Checkbox checked={teamLead} onChange={(e) => setTeamLead(e.detail.checked)}>
                {s.asTeamLead}
              </Checkbox>
            ) : null}
          </SpaceBetween>
        </form>
        {error.length ? (
          <Alert type="error" data-testid="select-worker-error">
            {error.join(' ')}
          </Alert>
        ) : null}
        {result.error ? <Alert type="error">{messagesOf(result.error).join(' ')}</Alert> : null}
        <PagedTable<EmployeeSearchRow>
          rows={rows}
          loading={result.isFetching}
          loadingText={s.searchWorkers}
          data-testid="worker-search-results"
          trackBy={(w) => String(w.id)}
          empty={<Box textAlign="center">{s.noWorkers}</Box>}
          columnDefinitions={[
            {
              id: 'select',
              header: '',
              cell: (w) => (
                <Button
                  ariaLabel={s.selectNamed(w.name)}
                  loading={busy === w.id}
                  disabled={busy !== undefined && busy !== w.id}
                  onClick={() => choosing.mutate(w)}
                  data-testid="select-worker"
                >
                  {s.select}
                </Button>
              ),
            },
            { id: 'name', header: s.name, cell: (w) => <span data-testid="worker-name">{w.name}</span> },
            { id: 'city', header: s.city, cell: (w) => [w.city, w.province].filter(Boolean).join(', ') },
            { id: 'supervisor', header: s.supervisor, cell: (w) => w.supervisorName ?? '' },
            {
              id: 'distance',
              header: s.distance,
              cell: (w) => (w.distance === null ? '' : s.km(Math.round(w.distance))),
            },
            { id: 'hours', header: s.availableHours, cell: (w) => w.availableHours },
            {
              id: 'status',
              header: s.status,
              cell: (w) => (
                <AvailabilityBadge
                  name={w.name}
                  status={w.inactive ? 'Inactive' : w.availability.status}
                  details={w.availability.details}
                />
              ),
            },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
