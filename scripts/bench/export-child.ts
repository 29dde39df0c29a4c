import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import { sortedSelection } from '../../functions/api/schedule/list.route.ts';
import { exportToS3 } from '../../functions/common/export/export-to-s3.ts';
import { loadExcel } from '../../functions/common/export/xlsx-writer.ts';
import type { ServiceSummary } from '../../functions/data/entities/service.entity.ts';
import type { WorkerCard } from '../../functions/data/people/worker-directory.ts';
import {
  exportScheduleFile,
  SCHEDULE_EXPORT_COLUMNS,
  type ScheduleExportRow,
  scheduleExportRows,
  scheduleFileName,
} from '../../functions/domain/schedule/schedule-export.ts';

/*
 * One export measured in a process of its own (scripts/bench/export.ts starts it with the stack's environment), so
 * its memory is the export's alone. The services are selected first, as the route does, and the process settles
 * (GC) before the clock starts:
 *   product: the route's exportScheduleFile — the travel of stores and cities read ahead (BatchGet), the export
 *            helper (exceljs streaming writer → S3 multipart upload → presigned link);
 *   helper:  the export helper alone on the same rows, looked up beforehand (untimed);
 *   bare:    the same rows written by a bare exceljs WorkbookWriter to a local file, with the same formats.
 * helper ÷ bare is what streaming into S3 costs on top of exceljs itself; product ÷ bare adds the lookups.
 * Prints one JSON line: ms, peak RSS growth over the settled start (sampled every 5 ms, and the kernel's maxRSS).
 */
interface Args {
  kind: 'product' | 'helper' | 'bare';
  filters: ScheduleFilter[];
  rows: number;
}
const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const admin = { sub: 'bench', username: 'admin', roles: ['admin' as const] };

const selectStarted = performance.now();
let summaries: ServiceSummary[] = [];
let directory: ReadonlyMap<number, WorkerCard> = new Map();
for (const filter of args.filters) {
  if (summaries.length >= args.rows) break;
  const selection = await sortedSelection(filter, admin);
  summaries = summaries.concat(selection.filtered);
  directory = selection.directory;
}
summaries = summaries.slice(0, args.rows);
const selectMs = performance.now() - selectStarted;

let prepared: ScheduleExportRow[] = [];
if (args.kind !== 'product') for await (const page of scheduleExportRows(summaries, directory)) prepared.push(...page);
const excel = await loadExcel();

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const startRss = process.memoryUsage().rss;
let peakRss = startRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

const started = performance.now();
let bytes = 0;
if (args.kind === 'product') {
  const file = await exportScheduleFile(summaries, directory);
  const response = await fetch(file.url, { method: 'HEAD' });
  bytes = Number(response.headers.get('content-length') ?? 0);
} else if (args.kind === 'helper') {
  const rows = prepared;
  const file = await exportToS3({
    fileName: scheduleFileName(),
    format: 'xlsx',
    sheetName: 'Schedules',
    columns: SCHEDULE_EXPORT_COLUMNS,
    pages: (async function* () {
      for (let start = 0; start < rows.length; start += 100) yield rows.slice(start, start + 100);
    })(),
  });
  const response = await fetch(file.url, { method: 'HEAD' });
  bytes = Number(response.headers.get('content-length') ?? 0);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'shelfline-bare-export-'));
  const filename = join(dir, 'bare.xlsx');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Schedules', { views: [{ state: 'frozen', ySplit: 1 }] });
  // The same sheet as the product's: widths, date and money formats, bold frozen header, autofilter.
  sheet.columns = SCHEDULE_EXPORT_COLUMNS.map((c) => ({
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: SCHEDULE_EXPORT_COLUMNS.length } };
  for (const row of prepared) sheet.addRow(SCHEDULE_EXPORT_COLUMNS.map((c) => c.value(row) ?? null)).commit();
  sheet.commit();
  await workbook.commit();
  bytes = statSync(filename).size;
  rmSync(dir, { recursive: true, force: true });
  prepared = [];
}
const ms = performance.now() - started;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

console.log(
  JSON.stringify({
    kind: args.kind,
    rows: summaries.length,
    ms: Math.round(ms),
    selectMs: Math.round(selectMs),
    bytes,
    startRssMb: mb(startRss),
    rssGrowthMb: mb(peakRss - startRss),
    maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
  }),
);
process.exit(0);
