import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Reassignment } from '@shelfline/shared/contracts/schedule.contract';
import { dashboardStrings as s } from './strings.ts';

const r = s.reassignments;
const yesNo = (value: boolean) => (value ? r.yes : r.no);

/**
 * The Service Reassignment table's columns (000 §3.4); an un-acted row has its Act button (spinning on the row
 * being acted on, waiting on the others).
 */
export function reassignmentColumns(
  acting: number | undefined,
  onAct: (row: Reassignment) => void,
): TableProps.ColumnDefinition<Reassignment>[] {
  return [
    { id: 'jobNumber', header: r.columns.jobNumber, cell: (row) => row.jobNumber },
    { id: 'storeNumber', header: r.columns.storeNumber, cell: (row) => row.storeNumber },
    { id: 'retailer', header: r.columns.retailer, cell: (row) => row.retailerFullName },
    { id: 'earliest', header: r.columns.earliest, cell: (row) => row.earliestDate.slice(0, 10) },
    { id: 'latest', header: r.columns.latest, cell: (row) => row.latestDate.slice(0, 10) },
    { id: 'previous', header: r.columns.previous, cell: (row) => row.oldEmployee ?? '' },
    { id: 'next', header: r.columns.next, cell: (row) => row.newEmployee },
    { id: 'temporary', header: r.columns.temporary, cell: (row) => yesNo(row.isTemporary) },
    { id: 'sendBackup', header: r.columns.sendBackup, cell: (row) => yesNo(row.sendBackup) },
    { id: 'sendSupply', header: r.columns.sendSupply, cell: (row) => yesNo(row.sendSupply) },
    { id: 'modifiedBy', header: r.columns.modifiedBy, cell: (row) => row.modifiedBy },
    {
      id: 'acted',
      header: r.columns.acted,
      cell: (row) =>
        row.isActed ? (
          yesNo(true)
        ) : (
          <Button
            onClick={() => onAct(row)}
            loading={acting === row.id}
            disabled={acting !== undefined && acting !== row.id}
            ariaLabel={r.actLabel(row.jobNumber, row.storeNumber)}
            data-testid="reassignment-act"
          >
            {r.act}
          </Button>
        ),
    },
  ];
}
