import type { ExportColumn } from '../../functions/common/export/columns.ts';
import { streamToS3 } from '../../functions/common/export/export-to-s3.ts';
import type { OrderLine } from '../../functions/data/entities/order-line.entity.ts';
import type { DemoData } from './generate.ts';

/** The columns of the demo's kept export files: the orders' lines, as a supplier receives them. */
const COLUMNS: ExportColumn<{ line: OrderLine; poNumber?: string; storeNumber: number }>[] = [
  { header: 'Order #', width: 10, value: (r) => r.line.orderId },
  { header: 'PO #', width: 14, value: (r) => r.poNumber },
  { header: 'Store #', width: 9, value: (r) => r.storeNumber },
  { header: 'UPC', width: 16, value: (r) => r.line.upc },
  { header: 'Item code', width: 12, value: (r) => r.line.itemCode },
  { header: 'Description', width: 40, value: (r) => r.line.title },
  { header: 'Quantity', width: 10, value: (r) => r.line.quantity },
  { header: 'Cost', width: 10, value: (r) => r.line.cost, numFmt: '0.00' },
  { header: 'Retail', width: 10, value: (r) => r.line.retail, numFmt: '0.00' },
];

/**
 * The files of the demo's order exports (History downloads them again), written into the files bucket by the
 * product's own streaming writer under the keys their export records hold. Built on load (a handful of small files),
 * not kept in the repository.
 */
export async function putDemoOrderExportFiles(data: DemoData, bucket: string): Promise<void> {
  for (const done of data.orderExports) {
    if (!done.fileKey) continue;
    const orders = new Map(data.orders.filter((o) => o.exportId === done.id).map((o) => [o.id, o]));
    const rows = data.orderLines.flatMap((line) => {
      const order = orders.get(line.orderId);
      return order ? [{ line, poNumber: order.poNumber, storeNumber: order.storeNumber }] : [];
    });
    await streamToS3(
      { bucket, key: done.fileKey },
      {
        format: 'xlsx',
        sheetName: 'Orders',
        columns: COLUMNS,
        pages: (async function* () {
          yield rows;
        })(),
      },
    );
  }
}
