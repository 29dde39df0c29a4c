import type { Context } from 'aws-lambda';
import { createLogger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';
import { type TickResult, tick } from '../domain/export-schedules/tick.ts';

const log = createLogger({ service: 'shelfline-export-tick' });
const metrics = createMetrics('shelfline-export-tick');

/**
 * Scheduled job (EventBridge Scheduler every 5 minutes in AWS; scripts/local/local-tick.ts every minute locally):
 * starts the runs of the scheduled exports that are due (functions/domain/export-schedules/tick.ts). A failed tick
 * leaves the schedules due for the next one.
 */
export async function handler(_event?: unknown, context?: Context): Promise<TickResult> {
  const started = performance.now();
  let result: TickResult | undefined;
  try {
    result = await tick(new Date());
    return result;
  } finally {
    metrics.publish({
      dimensions: { job: 'export-schedules-tick' },
      counts: { runs: 1, due: result?.due ?? 0, started: result?.started ?? 0, failed: result ? 0 : 1 },
      ms: { duration: performance.now() - started },
    });
    if (result?.due) log.forInvocation(context).info('export tick finished', { ...result });
  }
}
