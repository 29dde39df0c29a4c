import type { Context } from 'aws-lambda';
import { env } from '../common/env.ts';
import { createLogger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';
import { daysBefore, monthsBefore } from '../domain/ats/retention/months.ts';
import { purgeExpiredApplicants } from '../domain/ats/retention/purge-applicants.ts';
import { purgeExpiredFailures } from '../domain/ats/retention/purge-failures.ts';

const log = createLogger({ service: 'shelfline-ats-retention' });
const metrics = createMetrics('shelfline-ats-retention');

/** Ingestion failures are kept this long (A16). */
export const FAILURE_RETENTION_DAYS = 180;
/** No new applicant is started with less time than this left in the invocation. */
const SAFETY_MS = 60_000;
/** The budget when no Lambda context tells the time left (the local runner, tests). */
const LOCAL_BUDGET_MS = 10 * 60_000;

export interface RetentionResult {
  applicantsPurged: number;
  /** Expired applicants left for the next run (time budget, or a delete that kept conflicting). */
  applicantsLeft: number;
  failuresPurged: number;
  cutoffUtc: string;
}

/**
 * Daily job (EventBridge Scheduler, 02:30 Toronto time): applicants applied more than ATS_RETENTION_MONTHS ago
 * (default 96) are deleted with everything of theirs, and ingestion failures older than 180 days (brief A16, §7.4).
 * It works until a minute before the Lambda timeout and stops; the next run continues where the index shows expired
 * applicants remain. Running it twice changes nothing more.
 */
export function handler(_event?: unknown, context?: Context): Promise<RetentionResult> {
  return runRetention(new Date(), context);
}

/** One run as of `now` (tests pass their own). */
export async function runRetention(now: Date, context?: Context): Promise<RetentionResult> {
  const started = performance.now();
  const remaining = () => context?.getRemainingTimeInMillis() ?? LOCAL_BUDGET_MS - (performance.now() - started);
  const hasTime = () => remaining() > SAFETY_MS;
  const cutoff = monthsBefore(now, env.atsRetentionMonths);
  let result: RetentionResult | undefined;
  try {
    const failuresPurged = await purgeExpiredFailures(daysBefore(now, FAILURE_RETENTION_DAYS), hasTime);
    const applicants = await purgeExpiredApplicants(cutoff, hasTime);
    result = {
      applicantsPurged: applicants.purged,
      applicantsLeft: applicants.left,
      failuresPurged,
      cutoffUtc: cutoff.toISOString(),
    };
    return result;
  } finally {
    metrics.publish({
      dimensions: { job: 'ats-retention' },
      counts: {
        runs: 1,
        applicantsPurged: result?.applicantsPurged ?? 0,
        applicantsLeft: result?.applicantsLeft ?? 0,
        failuresPurged: result?.failuresPurged ?? 0,
        failed: result ? 0 : 1,
      },
      ms: { duration: performance.now() - started },
    });
    log.forInvocation(context).info('ats retention finished', { ...result });
  }
}
