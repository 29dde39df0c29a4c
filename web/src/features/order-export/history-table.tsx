import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import type { OrderHistoryRow } from '@shelfline/shared/contracts/order-export.contract';
import { dateTime } from './format.ts';
import { ORDER_MAINTENANCE_STRINGS as s } from './strings.ts';

export interface HistoryTableProps {
  rows: readonly OrderHistoryRow[] | undefined;
  loading: boolean;
  error?: string;
  /** Downloads the export's kept file again (its link, fetched afresh when it has expired). */
  onDownload: (row: OrderHistoryRow) => void;
}

/** The History tab (002 §2): exported orders; the file name downloads the export's file again (brief O11). */
export function HistoryTable({ rows, loading, error, onDownload }: HistoryTableProps) {
  return (
    <Table
      data-testid="order-history"
      variant="embedded"
      loading={loading}
      items={[...(rows ?? [])]}
      trackBy="orderId"
      stickyHeader
      empty={error ?? s.noHistory}
      columnDefinitions={[
        { id: 'orderId', header: s.orderNumber, cell: (r) => r.orderId },
        { id: 'merchandiser', header: s.merchandiser, cell: (r) => r.merchandiser },
        { id: 'supplier', header: s.supplierColumn, cell: (r) => r.supplier },
        { id: 'retailer', header: s.retailer, cell: (r) => r.retailer },
        { id: 'jobNumber', header: s.jobNumber, cell: (r) => r.jobNumber },
        { id: 'storeNumber', header: s.storeNumber, cell: (r) => r.storeNumber },
        { id: 'planogramCode', header: s.planogramCode, cell: (r) => r.planogramCode },
        { id: 'noOrderNeeded', header: s.noOrderNeeded, cell: (r) => (r.noOrderNeeded ? s.yes : s.no) },
        { id: 'submittedDate', header: s.submittedDate, cell: (r) => dateTime(r.submittedDate) },
        { id: 'exportDate', header: s.exportDate, cell: (r) => dateTime(r.exportDate) },
        {
          id: 'exportFileName',
          header: s.exportFileName,
          cell: (r) =>
            r.fileUrl ? (
              <Link
                href={r.fileUrl}
                onFollow={(event) => {
                  event.preventDefault();
                  onDownload(r);
                }}
              >
                {r.exportFileName}
              </Link>
            ) : (
              r.exportFileName
            ),
        },
        { id: 'exportedBy', header: s.exportedBy, cell: (r) => r.exportedBy },
      ]}
    />
  );
}
