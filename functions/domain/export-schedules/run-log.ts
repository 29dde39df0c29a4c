import { isAwsError } from '../../common/aws/lazy-client.ts';
import { s3 } from '../../common/aws/s3.ts';
import { env } from '../../common/env.ts';
import { createLogger } from '../../common/logger.ts';
import type { ExportScheduleRecord } from '../../data/entities/export-schedule.entity.ts';
import type { ExportScheduleRunRecord } from '../../data/entities/export-schedule-run.entity.ts';
import { LOGS_PREFIX } from '../../data/log-files.ts';

/*
 * The scheduled exports' run log (brief §7.4 "Logs"): one object per UTC day in the logs bucket,
 * `logs/scheduled-exports-YYYY-MM-DD.log`, which the Logs screen lists (functions/data/log-files.ts). S3 has no
 * append: a line is added by reading the day's object and writing it back on the condition that it is still the
 * version read (If-Match on its ETag; If-None-Match for the day's first line), retried when a concurrent run wrote
 * first. s3rver, the local S3, ignores both conditions: locally two runs finishing in the same instant may lose a
 * line, in AWS they cannot. A log that cannot be written is reported, never fails the run (it was delivered).
 */

const log = createLogger({ service: 'shelfline-export-runs' });
const ATTEMPTS = 8;

/** The day's log name (without `.log`), as GET logs lists it. */
export const runLogName = (at: Date) => `scheduled-exports-${at.toISOString().slice(0, 10)}`;

/** One line per run: when, which schedule and run, the outcome, rows, file, recipients, where else it went, error. */
export function runLogLine(schedule: Pick<ExportScheduleRecord, 'id' | 'name' | 'kind'>, run: ExportScheduleRunRecord) {
  const parts = [
    new Date().toISOString(),
    `schedule=${schedule.id}`,
    `name=${JSON.stringify(schedule.name)}`,
    `kind=${schedule.kind}`,
    `run=${run.runId}`,
    `trigger=${run.trigger}`,
    `status=${run.status}`,
    `attempts=${run.attempts}`,
    ...(run.fromDate ? [`period=${run.fromDate}..${run.toDate ?? run.fromDate}`] : []),
    ...(run.rows !== undefined ? [`rows=${run.rows}`] : []),
    ...(run.fileName ? [`file=${JSON.stringify(run.fileName)}`] : []),
    ...(run.recipients.length ? [`to=${run.recipients.join(',')}`] : []),
    ...(run.deliveredTo?.length ? [`deliveredTo=${JSON.stringify(run.deliveredTo.join('; '))}`] : []),
    ...(run.error ? [`error=${JSON.stringify(run.error)}`] : []),
  ];
  return parts.join(' ');
}

/** Appends `line` to the day's run log (`at`'s UTC day). */
export async function appendRunLog(line: string, at = new Date()): Promise<void> {
  const name = runLogName(at);
  try {
    await appendLine(`${LOGS_PREFIX}${name}.log`, line.replace(/[\r\n]+/g, ' '));
  } catch (error) {
    log.warn('run log line not written', { name, line, error: String(error) });
  }
}

async function appendLine(key: string, line: string): Promise<void> {
  const { sdk, client } = await s3();
  const Bucket = env.bucket('logsBucket');
  for (let attempt = 1; ; attempt++) {
    const current = await client
      .send(new sdk.GetObjectCommand({ Bucket, Key: key }))
      .then(async (o) => ({ text: (await o.Body?.transformToString('utf8')) ?? '', etag: o.ETag }))
      .catch((error: unknown) => {
        if (isAwsError(error, 'NoSuchKey', 'NotFound')) return undefined;
        throw error;
      });
    try {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: `${current?.text ?? ''}${line}\n`,
          ContentType: 'text/plain; charset=utf-8',
          ...(current?.etag ? { IfMatch: current.etag } : { IfNoneMatch: '*' }),
        }),
      );
      return;
    } catch (error) {
      // 412: another run wrote the day's log since it was read; 409: a concurrent conditional write. Read again.
      if (!isAwsError(error, 'PreconditionFailed', 'ConditionalRequestConflict') || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
    }
  }
}
