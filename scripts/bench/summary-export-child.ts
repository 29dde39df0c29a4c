import { handler } from '../../functions/api/summary/handler.ts';
import { measureHandlerCall } from './child-process.ts';
import type { SummaryBenchRange } from './summary-seed.ts';

/* One `GET summary/export/excel` of the bench range through the summary family's handler, in a process of its own. */
const range = JSON.parse(process.argv[2] ?? '{}') as SummaryBenchRange;
const measured = await measureHandlerCall(handler, {
  method: 'GET',
  path: 'summary/export/excel',
  query: `jobId=${range.jobId}&reportId=${range.reportId}`,
});
console.log(JSON.stringify({ ...measured, rows: measured.rows || range.serviceIds.length }));
process.exit(0);
