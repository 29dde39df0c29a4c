import type { ExportKind } from '@shelfline/shared/contracts/export-schedule.contract';
import { REPORT_IDS, type ReportId } from '@shelfline/shared/contracts/report.contract';
import type { ObjectRef } from '../../common/aws/s3-objects.ts';
import type { Caller } from '../../common/caller.ts';
import type { ExportScheduleRecord } from '../../data/entities/export-schedule.entity.ts';
import { filesObject, objectSize } from '../../data/files/file-objects.ts';

/*
 * What a scheduled run produces (brief files-mail-recruiting §7.4 "Output"): the file of the schedule's kind, made by
 * the same code as the kind's button, written into the files bucket (kept 13 months) under
 * `exports/scheduled/<kind>/<yyyy>/<mm>/<scheduleId>-<runId>.<ext>`. The run uses its owner's rights (brief J6).
 */

/** The run's file, as the runner records it and deliver-export.ts sends it. */
export interface ProducedFile {
  /** What a recipient saves it as (the button's own file name). */
  fileName: string;
  contentType: string;
  rows: number;
  /** Files bucket key. */
  key: string;
  bytes: number;
}

export interface ProduceContext {
  /** `<periodKey>` or `<periodKey>#F<n>`. */
  runId: string;
  /** The UTC instant of the run's slot. */
  slot: Date;
  /** The relative period resolved in the schedule's zone (YYYY-MM-DD), for kinds that read one. */
  fromDate?: string;
  toDate?: string;
  /** 'Schedule: {name}': who the kind records as having exported (orders, accounting batches). */
  by: string;
}

/** What a kind's module is handed: the run, the owner's rights, and where its file goes once it knows its extension. */
export interface KindRun extends ProduceContext {
  schedule: ExportScheduleRecord;
  caller: Caller;
  objectFor(extension: string): ObjectRef;
}

/** What a kind answers: the file it wrote (the object of `objectFor`, or another key of the files bucket). */
export type KindResult = Omit<ProducedFile, 'bytes'>;

type KindProducer = (run: KindRun) => Promise<KindResult>;

const isReport = (kind: ExportKind): kind is ReportId => (REPORT_IDS as readonly string[]).includes(kind);

/** Each kind's module, loaded on first use so a run pays for its own kind only. */
const PRODUCERS: Readonly<Record<Exclude<ExportKind, ReportId> | 'report', () => Promise<KindProducer>>> = {
  report: () => import('./kinds/report.ts').then((m) => m.produceReport),
  scheduleExport: () => import('./kinds/schedule-export.ts').then((m) => m.produceScheduleExport),
  summary: () => import('./kinds/summary.ts').then((m) => m.produceSummary),
  orderExport: () => import('./kinds/order-export.ts').then((m) => m.produceOrderExport),
  accountingExport: () => import('./kinds/accounting-export.ts').then((m) => m.produceAccountingExport),
};

/** A run's file key: safe characters only (a run id holds ':' and '#'). */
export function scheduledExportKey(schedule: ExportScheduleRecord, runId: string, slot: Date, extension: string) {
  const yyyy = String(slot.getUTCFullYear());
  const mm = String(slot.getUTCMonth() + 1).padStart(2, '0');
  const run = runId.replace(/[^A-Za-z0-9-]+/g, '-');
  return `exports/scheduled/${schedule.kind}/${yyyy}/${mm}/${schedule.id}-${run}.${extension}`;
}

/** The admin rights a schedule's runs use: its owner's (only admins can schedule, brief J6). */
export const ownerCaller = (schedule: ExportScheduleRecord): Caller => ({
  sub: 'schedule',
  username: schedule.owner,
  roles: ['admin'],
});

/** Produces the run's file and answers it (0 rows is a file too: the runner decides whether to send it). */
export async function produceExport(schedule: ExportScheduleRecord, context: ProduceContext): Promise<ProducedFile> {
  const producer = await PRODUCERS[isReport(schedule.kind) ? 'report' : schedule.kind]();
  const file = await producer({
    ...context,
    schedule,
    caller: ownerCaller(schedule),
    objectFor: (extension) => filesObject(scheduledExportKey(schedule, context.runId, context.slot, extension)),
  });
  const bytes = await objectSize(file.key);
  if (bytes === undefined) throw new Error(`The ${schedule.kind} export wrote no file at ${file.key}.`);
  return { ...file, bytes };
}
