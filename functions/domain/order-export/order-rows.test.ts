import { describe, expect, it } from 'vitest';
import type { Order } from '../../data/entities/order.entity.ts';
import type { OrderLine } from '../../data/entities/order-line.entity.ts';
import { orderExportFileName } from './export-orders.ts';
import { NO_ORDER_NEEDED, notExportedRow, rowsOfOrder } from './order-rows.ts';
import { workbookColumns } from './workbook-columns.ts';

const order: Order = {
  id: 7,
  serviceId: 70,
  jobId: 3,
  supplierId: 2,
  storeNumber: 512,
  planogramId: 1,
  planogramCode: 'PLN-1',
  category: 'Snacks',
  merchandiserId: 4,
  status: 'Submitted',
  noCountNeeded: false,
  poNumber: '512-7',
  lineCount: 1,
  totalQuantity: 3,
  submittedAt: '2026-11-02T15:04:00.000Z',
};
const line: OrderLine = {
  id: '70#0600',
  serviceId: 70,
  orderId: 7,
  orderDetailId: 1,
  planogramDataId: 9,
  upc: '0600',
  itemCode: 'IT1',
  slotNumber: 'A1',
  title: '+SUM(A1)',
  quantity: 3,
  cost: 1.105,
  retail: 2.5,
};
const context = {
  jobs: new Map([[3, { jobNumber: 'J-3', description: 'Chips', retailer: 'Walmart', supplier: 'GLB' }]]),
  merchandiserName: (id: number | undefined) => (id === 4 ? 'Ann Lee' : ''),
};

describe('order export rows', () => {
  it('one row per line with the order, job and names beside it; money to the cent, extended values', () => {
    const [row] = rowsOfOrder(order, [line], context);
    expect(row).toMatchObject({
      orderId: 7,
      merchandiser: 'Ann Lee',
      jobNumber: 'J-3',
      supplier: 'GLB',
      retailer: 'Walmart',
      category: 'Snacks',
      cost: 1.11,
      extendedCost: 3.32,
      extendedRetail: 7.5,
      noOrderNeeded: false,
    });
    expect(notExportedRow(row as never)).toMatchObject({
      orderId: 7,
      title: '+SUM(A1)',
      cost: 1.11,
      poNumber: '512-7',
    });
  });

  it('a No Count Required order is one row without line values', () => {
    const rows = rowsOfOrder({ ...order, noCountNeeded: true }, [], context);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: NO_ORDER_NEEDED, quantity: null, cost: null, noOrderNeeded: true });
  });

  it('writes cells under the captions, text made inert, and refuses a field the export does not have', () => {
    const columns = workbookColumns([
      { field: 'title', caption: 'Item' },
      { field: 'cost', caption: 'Cost' },
      { field: 'noOrderNeeded', caption: 'None?' },
    ]);
    const [row] = rowsOfOrder(order, [line], context);
    expect(columns.map((c) => c.header)).toEqual(['Item', 'Cost', 'None?']);
    expect(columns.map((c) => c.value(row as never))).toEqual(["'+SUM(A1)", 1.11, 'No']);
    expect(columns[1]?.numFmt).toBe('0.00');
    expect(() => workbookColumns([{ field: 'price', caption: 'Price' }])).toThrow('Invalid layout');
    expect(() => workbookColumns([])).toThrow('Invalid layout');
  });

  it('names the file Orders_YYYYMMDD_HHmmss.xlsx after the export time (UTC)', () => {
    expect(orderExportFileName('2026-11-26T09:05:07.123Z')).toBe('Orders_20261126_090507.xlsx');
  });
});
