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
