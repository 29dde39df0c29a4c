import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Service report (002 §2 Summary, §7 serviceReports): what the team lead reports on one live service — answers,
 * times, comments — and, once submitted, its row of the Summary with the release and review flags. It lives in the
 * service's own partition, so one Query reads the service, its report and its files (report-file.entity.ts).
 *
 * | access pattern                                         | pattern         | index | key                                                     |
 * |--------------------------------------------------------|-----------------|-------|---------------------------------------------------------|
 * | report of a service                                    |                 | table | pk `SERVICE#<serviceId>`, sk `REPORT`                   |
 * | service, report and files together                     | `ofService`     | table | pk `SERVICE#<serviceId>`                                |
 * | submitted reports of a layout (the Summary's rows),    | `summaryShard`  | gsi3  | `SUMMARY#<reportId>#<serviceId mod 4>` / `<serviceId10>` |
 * | sparse: present only while submitted                   |                 |       |                                                         |
 * | every report of a layout, saved or submitted (a layout | `ofLayout`      | gsi2  | `LAYOUTREPORTS#<reportId>` / `<serviceId10>`            |
 * | in use is not deleted nor narrowed)                    |                 |       |                                                         |
 *
 * Why four shards: a Summary reads every row of its range at once (3,000 reports × 30 answers is ~9 MB); four
 * partitions read in parallel take a quarter of the sequential pages of one (PERFORMANCE.md).
 *
 * The layout is frozen on the report at its first save (`reportId`); the answers keep the answer text as answered,
 * so later edits of the library or the layout never rewrite a submitted report. `service` is a copy of what the
 * Summary and the exceptions read of the service, taken at each save, so the Summary needs no per-row lookup.
 * The Summary's flags are field updates (`UpdateItem SET … ADD version`), never a replacement.
 */
export interface ServiceReportAnswer {
  questionId: number;
  answerId?: number;
  /** The answer's text as answered. */
  answerText?: string;
  /** A free-text question's answer. */
  textValue?: string;
  comments?: string;
}

/** What the Summary and the exception rules read of the service, copied at each save. */
export interface ReportedService {
  jobId: number;
  jobNumber: string;
  productId?: number;
  jobProductId?: number;
  storeId: number;
  storeNumber: number;
  storeName: string;
  retailerName: string;
  trait?: string;
  merchandiserId?: number;
  merchandiser?: string;
  earliestDate: string;
  latestDate: string;
  /** Hours allowed (the service's time limit), when it has one. */
  timeLimit?: number;
}

export type ServiceReportStatus = 'Saved' | 'Submitted';

export interface ServiceReport {
  /** The service's id. */
  id: number;
  /** The layout (the spec's reportId), frozen at the first save. */
  reportId: number;
  status: ServiceReportStatus;
  service: ReportedService;
  completedDate?: string;
  /** HH:mm */
  timeIn?: string;
  timeOut?: string;
  /** timeOut − timeIn in hours, rounded to 0.25. */
  reportedHours?: number;
  comments?: string;
  clientComments?: string;
  answers: ServiceReportAnswer[];
  pictureCount: number;
  dateReportSubmitted?: string;
  submittedBy?: string;
  released: boolean;
  reviewedInternal: boolean;
  reviewedClient: boolean;
  reviewedClient2: boolean;
  releaseNotes?: string;
}

export const SUMMARY_SHARDS = 4;
const id10 = (id: number) => String(id).padStart(10, '0');
export const summaryShardKey = (reportId: number, shard: number) => `SUMMARY#${reportId}#${shard}`;
export const reportsOfLayoutKey = (reportId: number) => `LAYOUTREPORTS#${reportId}`;
export const serviceReportKey = (serviceId: number) => ({ pk: `SERVICE#${serviceId}`, sk: 'REPORT' });

export const ServiceReportEntity = defineEntity<ServiceReport>({
  name: 'serviceReport',
  key: (id) => serviceReportKey(Number(id)),
  indexes: {
    gsi2: (r) => ({ pk: reportsOfLayoutKey(r.reportId), sk: id10(r.id) }),
    gsi3: (r) =>
      r.status === 'Submitted' ? { pk: summaryShardKey(r.reportId, r.id % SUMMARY_SHARDS), sk: id10(r.id) } : undefined,
  },
});

export const ServiceReportPatterns = definePatterns({
  /** the service item, its report and its files */
  ofService: { index: 'table', key: (serviceId: number) => ({ pk: `SERVICE#${serviceId}` }) },
  /** one shard of a Summary's rows */
  summaryShard: {
    index: 'gsi3',
    key: (reportId: number, shard: number) => ({ pk: summaryShardKey(reportId, shard) }),
  },
  /** every report of a layout */
  ofLayout: { index: 'gsi2', key: (reportId: number) => ({ pk: reportsOfLayoutKey(reportId) }) },
});
