import { listAllJobs } from '../../functions/data/master-data/jobs.repository.ts';
import { benchApi, type DynamoCounters, measureCall } from './measure.ts';

export interface JobsBenchOptions {
  /** The running stack's origin (`stack.url`). */
  url: string;
  /** A staff ID token. */
  token: string;
  counters?: DynamoCounters;
  /** Runs of each call (default 30). */
  iterations?: number;
}

/**
 * The jobs figures of `npm run bench`: `jobs/lookup` for the two retailers with the most jobs and a
 * three-month window (one Query per retailer on gsi3, in parallel), the same lookup without filters (one
 * Query of all jobs on gsi1), and the Job Maintenance page (all jobs read, paged in memory). Rows have the
 * shape run.ts prints.
 */
export async function benchJobs(options: JobsBenchOptions): Promise<Record<string, string | number>[]> {
  const iterations = options.iterations ?? 30;
  const counters = options.counters ?? { requests: 0, read: 0, write: 0 };
  const call = benchApi(options.url, options.token);

  async function measure(name: string, run: () => Promise<{ status: number; body: unknown }>) {
    const { row, last } = await measureCall(counters, name, iterations, run);
    const body = last.body;
    const size = Array.isArray(body) ? body.length : ((body as { items?: unknown[] }).items?.length ?? 0);
    return { ...row, call: `${name} → ${size} rows` };
  }

  // The two retailers with the most jobs (read outside the measurements).
  const perRetailer = new Map<number, number>();
  for (const job of await listAllJobs()) perRetailer.set(job.retailerId, (perRetailer.get(job.retailerId) ?? 0) + 1);
  const [a, b] = [...perRetailer.entries()].sort((x, y) => y[1] - x[1]).map(([id]) => id);
  const window = 'startDate=2026-03-01&endDate=2026-05-31';

  return [
    await measure(`GET jobs/lookup (2 retailers, ${window})`, () =>
      call('GET', `jobs/lookup?retailerId=${a}&retailerId=${b}&${window}`),
    ),
    await measure('GET jobs/lookup (no filters)', () => call('GET', 'jobs/lookup')),
    await measure('GET jobs (Job Maintenance page 1 of 20)', () => call('GET', 'jobs?pageNumber=1&pageSize=20')),
  ];
}
