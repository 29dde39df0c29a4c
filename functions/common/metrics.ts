import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * CloudWatch metrics in the Embedded Metric Format (Powertools Metrics), namespace `Shelfline`: one EMF line per API
 * request (by route) and per job or worker run, flushed before the invocation returns.
 *
 * EMF lines become metrics only in a Lambda's log stream. Elsewhere (unit tests, the local stack, the bench) there is
 * no destination, so nothing is recorded or printed unless `POWERTOOLS_METRICS_DISABLED` is set: `false` prints the
 * lines locally, `true` keeps them off in Lambda too. (Powertools' own default would print them outside Lambda, and its
 * `POWERTOOLS_DEV` switch that silences them also pretty-prints every log line over several lines.) Skipping locally
 * also keeps concurrent local requests, which share one process, from sharing one metrics store.
 * docs/operations.md#metrics
 */
const recording =
  process.env.POWERTOOLS_METRICS_DISABLED !== undefined || process.env.AWS_LAMBDA_FUNCTION_NAME !== undefined;

export const METRICS_NAMESPACE = 'Shelfline';

export interface MetricsPublisher {
  /**
   * Records one set: counts (Count) and durations (Milliseconds) under the given dimensions, then flushes. All in one
   * synchronous step, so interleaved invocations cannot mix their dimensions.
   */
  publish(set: {
    dimensions: Record<string, string>;
    counts?: Record<string, number>;
    ms?: Record<string, number>;
  }): void;
}

/** A publisher for one service (a family's function, a job, a worker). */
export function createMetrics(serviceName: string): MetricsPublisher {
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName });
  return {
    publish({ dimensions, counts = {}, ms = {} }) {
      if (!recording) return;
      metrics.addDimensions(dimensions);
      for (const [name, value] of Object.entries(counts)) metrics.addMetric(name, MetricUnit.Count, value);
      for (const [name, value] of Object.entries(ms)) metrics.addMetric(name, MetricUnit.Milliseconds, value);
      metrics.publishStoredMetrics();
    },
  };
}
