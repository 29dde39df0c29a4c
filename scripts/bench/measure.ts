import { round, summarise } from './stats.ts';

/** What run.ts's DynamoDB middleware counts (the handlers run in this process). */
export interface DynamoCounters {
  requests: number;
  read: number;
  write: number;
}

export type BenchRow = Record<string, string | number>;

/**
 * Runs a call `runs` times and returns the row every benchmark prints: median and p95 time, DynamoDB
 * requests and consumed capacity per call (from the shared counters), plus the last result.
 */
export async function measureCall<T extends { status: number }>(
  counters: DynamoCounters,
  name: string,
  runs: number,
  run: () => Promise<T>,
  expected = 200,
): Promise<{ row: BenchRow; last: T }> {
  const samples: number[] = [];
  const before = { ...counters };
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await run();
    samples.push(performance.now() - started);
    if (last.status !== expected) throw new Error(`${name}: expected ${expected}, got ${last.status}`);
  }
  if (!last) throw new Error(`${name}: no run`);
  const { median, p95 } = summarise(samples);
  return {
    row: {
      call: name,
      'median ms': median,
      'p95 ms': p95,
      'DynamoDB requests/call': round((counters.requests - before.requests) / runs, 2),
      'RCU/call': round((counters.read - before.read) / runs, 2),
      'WCU/call': round((counters.write - before.write) / runs, 2),
    },
    last,
  };
}

/** Calls the bench's local API as the user of `token`, answering the status and the parsed JSON body. */
export function benchApi(url: string, token: string) {
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${url}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}
