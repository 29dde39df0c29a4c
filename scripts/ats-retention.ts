import { BUCKETS, TABLE } from '../functions/data/table.ts';
import { runRetention } from '../functions/jobs/ats-retention.job.ts';
import { ENV } from '../functions/registry.ts';

/**
 * Runs the daily recruiting retention job once (functions/jobs/ats-retention.job.ts), e.g. against the local stack,
 * where EventBridge Scheduler does not run it:
 *
 *   AWS_ENDPOINT_URL_DYNAMODB=http://127.0.0.1:<port> AWS_ENDPOINT_URL_S3=http://127.0.0.1:<port> \
 *     [ATS_RETENTION_MONTHS=24] npm run ats:retention
 * TABLE_NAME and FILES_BUCKET default to the local names.
 */
process.env[ENV.tableName] ??= TABLE.localName;
process.env[ENV.filesBucket] ??= BUCKETS.files.localName;
const result = await runRetention(new Date());
console.log(
  `Retention as of ${result.cutoffUtc}: ${result.applicantsPurged} applicants purged, ${result.applicantsLeft} left ` +
    `for the next run, ${result.failuresPurged} failures purged.`,
);
