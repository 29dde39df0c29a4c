import { loadExcel } from '../../functions/common/export/xlsx-writer.ts';
import { generateDemoData } from '../demo/generate.ts';
import { type FileCallMeasure, runInChild } from './child-process.ts';
import { type BenchRow, benchApi, type DynamoCounters, measureCall } from './measure.ts';
import { seedOrdersBench } from './orders-seed.ts';

export interface OrdersBenchOptions {
  url: string;
  /** admin's token; `merchToken` scans as the team lead. */
  token: string;
  merchToken: string;
  counters: DynamoCounters;
  iterations: number;
  say?: (line: string) => void;
}

const ORDERS = 500;
const LINES = 40;
const IMPORT_ROWS = 6000;

/**
 * Orders at the scale: one scan as the merchandiser does it (`POST orders`, a line added to a live
 * service's order), the NotExported list of 500 orders / 20,000 lines of one job, their export to Excel in a child
 * process (time and peak RSS growth; it marks them exported, so it runs once), and a planogram import of 6,000 rows
 * with AutoPopulate, with DynamoDB requests and capacity per call.
 */
export async function benchOrders(options: OrdersBenchOptions): Promise<BenchRow[]> {
  const say = options.say ?? ((line: string) => console.log(line));
  const demo = generateDemoData();
  say(`Seeding ${ORDERS} orders × ${LINES} lines and a 2,000-row planogram…`);
  const data = await seedOrdersBench(demo, {
    rows: 2000,
    orders: ORDERS,
    lines: LINES,
    scanServices: Math.max(5, Math.round(options.iterations / 5)),
  });
  const admin = benchApi(options.url, options.token);
  const merch = benchApi(options.url, options.merchToken);
  let scans = 0;
  const scan = await measureCall(
    options.counters,
    'POST orders (one scan: a line of a live order)',
    options.iterations * 3,
    () => {
      const serviceId = data.scanServiceIds[scans % data.scanServiceIds.length] as number;
      const upc = data.upcs[scans++ % data.upcs.length] as string;
      return merch('POST', 'orders', { serviceId, planogramId: data.planogramId, upc, quantity: 1 });
    },
  );
  const list = await measureCall(
    options.counters,
    `GET orderExport (NotExported: ${ORDERS} orders, ${(ORDERS * LINES).toLocaleString('en-CA')} lines)`,
    Math.max(3, Math.round(options.iterations / 6)),
    () => admin('GET', `orderExport?supplierId=${data.supplierId}&jobId=${data.jobId}`),
  );
  say('Order export (child process)…');
  const exported = await runInChild<FileCallMeasure>('scripts/bench/order-export-child.ts', {
    supplierId: data.supplierId,
    orderIds: data.orderIds,
  });
  const rows: BenchRow[] = [
    scan.row,
    list.row,
    {
      call: `POST orderExport/excel (${ORDERS} orders, ${exported.rows} lines, ${Math.round(exported.bytes / 1024)} kB kept in S3)`,
      'median ms': exported.ms,
      'RSS growth MB': exported.rssGrowthMb,
      'maxRSS MB': exported.maxRssMb,
    },
  ];
  rows.push(await benchImport(options, admin));
  return rows;
}

/** A new planogram, then its data imported from an .xlsx of 6,000 rows with AutoPopulate (one call). */
async function benchImport(options: OrdersBenchOptions, admin: ReturnType<typeof benchApi>): Promise<BenchRow> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet('Planogram');
  sheet.addRow(['Slot Code', 'Item Code', 'UPC', 'Item Description', 'Cost', 'Retail', 'Quantity']);
  for (let i = 0; i < IMPORT_ROWS; i++)
    sheet.addRow([`R${i + 1}`, `IMP${i + 1}`, String(800_000_000_000 + i), `Imported item ${i + 1}`, 1.25, 2.49, 4]);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const created = await admin<{ planogramId?: number; id?: number }>('POST', 'planograms', {
    planogramCode: `IMPORT-${Date.now()}`,
    numberOfColumns: 20,
    numberOfRows: 0,
    numberOfHeaderRows: 0,
    inactive: false,
  });
  const planogramId = created.body.planogramId ?? created.body.id;
  if (created.status >= 300 || !planogramId) throw new Error(`planogram create answered ${created.status}`);
  const measured = await measureCall(
    options.counters,
    `POST planograms/{id}/data/import (${IMPORT_ROWS} rows, AutoPopulate)`,
    1,
    async () => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'planogram.xlsx');
      const response = await fetch(`${options.url}/api/planograms/${planogramId}/data/import?autoPopulate=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}` },
        body: form,
      });
      if (response.status >= 300) throw new Error(`import answered ${response.status}: ${await response.text()}`);
      return { status: 200 };
    },
  );
  return { ...measured.row, call: `${measured.row.call}, ${Math.round(file.length / 1024)} kB file` };
}
