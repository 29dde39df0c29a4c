import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Summary, SummaryRow } from '@shelfline/shared/contracts/summary.contract';
import { useMemo } from 'react';
import { SUMMARY_STRINGS as s } from './strings.ts';
import { summaryColumns } from './summary-columns.tsx';
import type { SummaryList } from './summary-list-modals.tsx';
import './summary.css';
import type { SummaryActions } from './use-summary-actions.ts';

/** Up to this many rows the table has no paging (002 §2); above it, pages of this size on the client (brief S7). */
export const CLIENT_PAGE = 500;

export interface SummaryTableProps {
  summary: Summary;
  customer: boolean;
  actions: SummaryActions;
  page: number;
  onPage: (page: number) => void;
  onList: (list: SummaryList) => void;
  onReleaseAll: () => void;
  onPictures: (row: SummaryRow) => void;
  onReleaseNotes: (row: SummaryRow) => void;
  onStoreReport?: (row: SummaryRow) => void;
}

/** The buttons above the table: the lists with their counts, then (staff) Release All, then the exports. */
function TableActions({ summary, customer, actions, onList, onReleaseAll }: SummaryTableProps) {
  const exporting = actions.exporter.isPending ? actions.exporter.variables : undefined;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button data-testid="show-flagged" onClick={() => onList('flagged')}>
        {s.flagged(summary.totalFlagged)}
      </Button>
      {!customer && (
        <>
          <Button data-testid="show-exceptions" onClick={() => onList('exceptions')}>
            {s.showExceptions(summary.totalExceptions ?? 0)}
          </Button>
          <Button data-testid="show-incomplete" onClick={() => onList('incomplete')}>
            {s.showIncomplete(summary.totalIncomplete ?? 0)}
          </Button>
          <Button
            data-testid="release-all"
            onClick={onReleaseAll}
            loading={actions.releaseAll.isPending}
            disabled={summary.details.length === 0}
          >
            {s.releaseAll}
          </Button>
        </>
      )}
      <Button
        data-testid="export-excel"
        iconName="download"
        loading={exporting === 'excel'}
        disabled={exporting !== undefined}
        onClick={() => actions.exporter.mutate('excel')}
      >
        {s.exportExcel}
      </Button>
      <Button
        data-testid="export-csv"
        iconName="download"
        loading={exporting === 'csv'}
        disabled={exporting !== undefined}
        onClick={() => actions.exporter.mutate('csv')}
      >
        {s.exportCsv}
      </Button>
    </SpaceBetween>
  );
}

/** The rows of the range (002 §2: at least 20 rows tall, no paging up to 500 rows). */
export function SummaryTable(props: SummaryTableProps) {
  const { summary, customer, actions, page, onPage, onPictures, onReleaseNotes, onStoreReport } = props;
  const columns = useMemo(
    () => summaryColumns({ summary, customer, actions, onPictures, onReleaseNotes, onStoreReport }),
    [summary, customer, actions, onPictures, onReleaseNotes, onStoreReport],
  );
  const pages = Math.max(1, Math.ceil(summary.details.length / CLIENT_PAGE));
  const current = Math.min(page, pages);
  const items =
    pages === 1 ? summary.details : summary.details.slice((current - 1) * CLIENT_PAGE, current * CLIENT_PAGE);
  return (
    <div className="summary-table" data-testid="summary-table">
      <Table
        variant="container"
        items={items}
        trackBy={(row) => String(row.serviceID)}
        columnDefinitions={columns}
        stickyHeader
        resizableColumns
        wrapLines={false}
        stickyColumns={{ first: 1 }}
        empty={<Box textAlign="center">{s.noRows}</Box>}
        header={
          <Header variant="h2" counter={`(${summary.details.length})`} actions={<TableActions {...props} />}>
            {s.rows(summary.details.length)}
          </Header>
        }
        pagination={
          pages > 1 ? (
            <Pagination
              currentPageIndex={current}
              pagesCount={pages}
              onChange={(e) => onPage(e.detail.currentPageIndex)}
            />
          ) : undefined
        }
      />
    </div>
  );
}
