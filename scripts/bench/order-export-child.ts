import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { handler } from '../../functions/api/orderexport/handler.ts';

/*
 * One `POST orderExport/excel` through the family's own handler in a process of its own (order-export.ts starts it
 * with the stack's environment), as an admin, after the process settled (GC). Prints one JSON line: ms, lines, the
 * file's bytes, and the peak RSS growth over the settled start (sampled every 5 ms) with the kernel's maxRSS.
 */
const args = JSON.parse(process.argv[2] ?? '{}') as { supplierId: number; orderIds: number[] };
const event = {
  rawPath: '/api/orderExport/excel',
  rawQueryString: `orderLayoutId=1&supplierId=${args.supplierId}`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(args.orderIds),
  isBase64Encoded: false,
  requestContext: {
    requestId: 'bench',
    http: { method: 'POST' },
    authorizer: {
      jwt: { claims: { sub: 'bench', 'cognito:username': 'admin', role: 'admin', 'custom:personId': '1' } },
    },
  },
} as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const startRss = process.memoryUsage().rss;
let peakRss = startRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);
const started = performance.now();
const result = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
const ms = Math.round(performance.now() - started);
clearInterval(sampler);
if (result.statusCode !== 200) throw new Error(`export answered ${result.statusCode}: ${result.body}`);
const file = JSON.parse(result.body ?? '{}') as { url: string; rows?: number };
const head = await fetch(file.url, { method: 'HEAD' });
console.log(
  JSON.stringify({
    rows: file.rows ?? 0,
    ms,
    bytes: Number(head.headers.get('content-length') ?? 0),
    rssGrowthMb: mb(peakRss - startRss),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
process.exit(0);
