import { spawn } from 'node:child_process';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { REPO_ROOT } from '../local/stack.ts';

/*
 * Benchmarks that measure memory run their work in a Node process of its own, so its RSS is the work's alone: the
 * parent starts `script` with this process's environment (the local stack's endpoints) and `--expose-gc`, and reads
 * the JSON line it prints last. In the child, `measureHandlerCall` settles the process, then times one call of a
 * family's handler while sampling RSS.
 */

/** Runs `script` (relative to the repository) with `args` as JSON and answers the JSON line it prints last. */
export function runInChild<T>(script: string, args: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script, JSON.stringify(args)], {
      cwd: REPO_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${script} failed: ${code} ${out}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}

/** What a child prints after one file-answering call: time, rows, the file's bytes, RSS growth and maxRSS. */
export interface FileCallMeasure {
  rows: number;
  ms: number;
  bytes: number;
  rssGrowthMb: number;
  maxRssMb: number;
}

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<unknown>;

/**
 * One call of `handler` as an admin: timed after a GC, with the peak RSS growth over the settled start (sampled every
 * 5 ms) and the kernel's maxRSS. A call answered with a link to a file (an export) gets the file's size from a HEAD of
 * the link; `expected` is the status the call must answer (200 by default).
 */
export async function measureHandlerCall(
  handler: Handler,
  request: { method: string; path: string; query: string; body?: unknown },
  expected = 200,
): Promise<FileCallMeasure> {
  const event = {
    rawPath: `/api/${request.path}`,
    rawQueryString: request.query,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      http: { method: request.method },
      authorizer: {
        jwt: { claims: { sub: 'bench', 'cognito:username': 'admin', role: 'admin', 'custom:personId': '1' } },
      },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  (globalThis as { gc?: () => void }).gc?.();
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
  if (result.statusCode !== expected) throw new Error(`${request.path} answered ${result.statusCode}: ${result.body}`);
  const file = JSON.parse(result.body ?? '{}') as { url?: string; rows?: number };
  const head = file.url ? await fetch(file.url, { method: 'HEAD' }) : undefined;
  return {
    rows: file.rows ?? 0,
    ms,
    bytes: Number(head?.headers.get('content-length') ?? 0),
    rssGrowthMb: mb(peakRss - startRss),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}
