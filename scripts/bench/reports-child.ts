import { handler } from '../../functions/api/reports/handler.ts';
import { measureHandlerCall } from './child-process.ts';

/*
 * One report call (`POST reports/<path>` with `body`) through the reports family's handler, in a process of its own
 * (reports.ts starts it), so the peak memory growth is the report's alone.
 */
const { path, body } = JSON.parse(process.argv[2] ?? '{}') as { path: string; body: Record<string, unknown> };
console.log(JSON.stringify(await measureHandlerCall(handler, { method: 'POST', path, query: '', body })));
process.exit(0);
