import { handler } from '../../functions/api/reports/handler.ts';
import { loadExcel } from '../../functions/common/export/xlsx-writer.ts';
import { loadReport } from '../../functions/domain/reports/report-registry.ts';
import { measureHandlerCall } from './child-process.ts';

/*
 * One report call (`POST reports/<path>` with `body`) through the reports family's handler, in a process of its own
 * (reports.ts starts it), so the peak memory growth is the report's alone. exceljs and the report's module are
 * loaded before the clock starts, as in a Lambda that has answered once (export-child.ts, money-pdf-child.ts do the same).
 */
const { path, body, id } = JSON.parse(process.argv[2] ?? '{}') as {
  path: string;
  body: Record<string, unknown>;
  id: Parameters<typeof loadReport>[0];
};
await Promise.all([loadExcel(), loadReport(id)]);
console.log(JSON.stringify(await measureHandlerCall(handler, { method: 'POST', path, query: '', body })));
process.exit(0);
