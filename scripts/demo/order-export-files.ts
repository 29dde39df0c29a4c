import { loadExcel } from '../../functions/common/export/xlsx-writer.ts';
import type { DemoData } from './generate.ts';

/**
 * The files of the demo's order exports (History downloads them again): one workbook per export with the orders'
 * lines, as the Standard layout writes them. Built on load (a handful of small files), not kept in the repository.
 */
export async function demoOrderExportFiles(data: DemoData): Promise<{ key: string; bytes: Buffer }[]> {
  const excel = await loadExcel();
  const files: { key: string; bytes: Buffer }[] = [];
  for (const done of data.orderExports) {
    if (!done.fileKey) continue;
    const workbook = new excel.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(['Order #', 'PO #', 'Store #', 'UPC', 'Item code', 'Description', 'Quantity', 'Cost', 'Retail']);
    sheet.getRow(1).font = { bold: true };
    const orders = new Map(data.orders.filter((o) => o.exportId === done.id).map((o) => [o.id, o]));
    for (const line of data.orderLines) {
      const order = orders.get(line.orderId);
      if (!order) continue;
      sheet.addRow([
        order.id,
        order.poNumber,
        order.storeNumber,
        line.upc,
        line.itemCode,
        line.title,
        line.quantity,
        line.cost,
        line.retail,
      ]);
    }
    files.push({ key: done.fileKey, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) });
  }
  return files;
}
