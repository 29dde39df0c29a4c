import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Report layout (002 §2 Report layouts, §4): which questions and headers the reports of a job's product ask, for
 * services in a date window. Its id is the spec's `reportId`; one layout is one Summary "report range".
 *
 * | access pattern                                            | pattern   | index | key                                                        |
 * |-----------------------------------------------------------|-----------|-------|------------------------------------------------------------|
 * | layout by id                                              |           | table | pk `REPORTLAYOUT#<id>`, sk `LAYOUT`                        |
 * | every layout (the builder's list, paged in memory)        | `all`     | gsi1  | `REPORTLAYOUTS` / `<jobNumber>#<serviceFromDate>#<id8>`    |
 * | layouts of a job by from date (a service's layout, the    | `ofJob`   | gsi2  | `JOB#<jobId>#REPORTLAYOUTS` / `<serviceFromDate>#<id8>`    |
 * | Summary's report ranges, overlap check, job delete check) |           |       |                                                            |
 *
 * Items (details) are embedded: at most 200, read with the layout. Layouts number in the hundreds, so the list is
 * one partition. `displayCompletionChartToClient` is also set by the Summary as a field update (no version check
 * there), so the two writers never fight over `version`.
 */
export interface ReportLayoutItem {
  detailId: number;
  questionId: number;
  questionText: string;
  answers: { answerId: number; answerText: string }[];
  isHeader: boolean;
  displaySequence: number;
  allowComments: boolean;
  onClientSummary: boolean;
  /** Answer ids that flag a report's answer in the Summary. */
  flaggedItems: number[];
  summaryHeading: string;
}

export interface ReportLayout {
  /** The spec's reportId. */
  id: number;
  jobId: number;
  /** Copied from the job so the list sorts and shows it without a lookup. */
  jobNumber: string;
  productId: number;
  jobProductId: number;
  /** The product's name, copied from the job product. */
  product: string;
  description: string;
  clientCommentsLabel: string;
  serviceFromDate: string;
  serviceToDate: string;
  matchDateRange: boolean;
  photosRequired: boolean;
  signoffRequired: boolean;
  deficiencyFormRequired: boolean;
  releaseRequired: boolean;
  displayCompletionChartToClient: boolean;
  inactive: boolean;
  details: ReportLayoutItem[];
  /** The id the next new item takes. */
  nextDetailId: number;
}

export const REPORT_LAYOUTS_KEY = 'REPORTLAYOUTS';
export const layoutsOfJobKey = (jobId: number) => `JOB#${jobId}#REPORTLAYOUTS`;
const id8 = (id: number) => String(id).padStart(8, '0');

export const ReportLayoutEntity = defineEntity<ReportLayout>({
  name: 'reportLayout',
  key: (id) => ({ pk: `REPORTLAYOUT#${id}`, sk: 'LAYOUT' }),
  indexes: {
    gsi1: (l) => ({ pk: REPORT_LAYOUTS_KEY, sk: `${l.jobNumber}#${l.serviceFromDate}#${id8(l.id)}` }),
    gsi2: (l) => ({ pk: layoutsOfJobKey(l.jobId), sk: `${l.serviceFromDate}#${id8(l.id)}` }),
  },
});

export const ReportLayoutPatterns = definePatterns({
  /** every layout */
  all: { index: 'gsi1', key: () => ({ pk: REPORT_LAYOUTS_KEY }) },
  /** layouts of a job, by from date */
  ofJob: { index: 'gsi2', key: (jobId: number) => ({ pk: layoutsOfJobKey(jobId) }) },
});
