import type { ExportScheduleRun, ExportScheduleView } from '@shelfline/shared/contracts/export-schedule.contract';
import { describeRecurrence } from '@shelfline/shared/schedule-recurrence-text';
import { downloadLink } from '../../common/aws/s3-objects.ts';
import { env } from '../../common/env.ts';
import type { ExportRun } from '../../data/export-schedules/export-runs.repository.ts';
import type { StoredSchedule } from '../../data/export-schedules/export-schedules.repository.ts';

/** A schedule as the API answers it: the stored record with its recurrence in words. */
export function scheduleView(schedule: StoredSchedule): ExportScheduleView {
  return { ...schedule, recurrenceText: describeRecurrence(schedule) };
}

/**
 * A run as the API answers it: without its storage details (file key, lease, expiry, audit), with a short-lived link to
 * its file when it has one (the admin downloads it from the runs panel; never mailed: brief J5).
 */
export async function runView(run: ExportRun): Promise<ExportScheduleRun> {
  const {
    id,
    fileKey,
    contentType,
    leaseUntil,
    expiresAt,
    version,
    createdAt,
    createdBy,
    modifiedAt,
    modifiedBy,
    ...view
  } = run;
  if (!fileKey || !view.fileName) return view;
  const link = await downloadLink({
    bucket: env.bucket('filesBucket'),
    key: fileKey,
    fileName: view.fileName,
    contentType: contentType ?? 'application/octet-stream',
  });
  return { ...view, downloadUrl: link.url };
}
