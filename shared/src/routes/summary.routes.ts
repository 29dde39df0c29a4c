import { defineRoute } from './route.ts';

/** Summary (002 §2, §6, §7): customers read a restricted view; release and review controls are for non-customers. */
export const summaryRoutes = {
  get: defineRoute({ method: 'GET', path: 'summary', access: 'summary', summary: 'Summary of a job and report range' }),
  listReportRanges: defineRoute({
    method: 'GET',
    path: 'summary/reportRanges',
    access: 'summary',
    summary: 'Report ranges of a job',
  }),
  listIncomplete: defineRoute({
    method: 'GET',
    path: 'summary/incomplete',
    access: 'summaryManage',
    summary: 'Incomplete services of a summary',
  }),
  listExceptions: defineRoute({
    method: 'GET',
    path: 'summary/exceptions',
    access: 'summaryManage',
    summary: 'Services with exceptions of a summary',
  }),
  listJobs: defineRoute({
    method: 'GET',
    path: 'summary/jobs',
    access: 'summary',
    summary: 'Jobs that have a summary',
  }),
  listFlagged: defineRoute({
    method: 'GET',
    path: 'summary/flagged',
    access: 'summary',
    summary: 'Flagged answers of a report range',
  }),
  exportExcel: defineRoute({
    method: 'GET',
    path: 'summary/export/excel',
    access: 'summary',
    summary: 'Export a summary (Excel)',
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: 'summary/export/csv',
    access: 'summary',
    summary: 'Export a summary (CSV)',
  }),
  releaseAll: defineRoute({
    method: 'PATCH',
    path: 'summary/releaseAll',
    access: 'summaryManage',
    summary: 'Release every service of a summary to the client',
  }),
  setReleased: defineRoute({
    method: 'PATCH',
    path: 'summary/setIsReleased',
    access: 'summaryManage',
    summary: 'Release or withdraw one service',
  }),
  setDisplayChartToClient: defineRoute({
    method: 'PATCH',
    path: 'summary/setDisplayChartToClient',
    access: 'summaryManage',
    summary: 'Show or hide the completion chart to the client',
  }),
  setReviewed: defineRoute({
    method: 'PATCH',
    path: 'summary/setReviewed',
    access: 'summaryReview',
    summary: 'Mark a service reviewed or not',
  }),
  setReviewed2: defineRoute({
    method: 'PATCH',
    path: 'summary/setReviewed2',
    access: 'summaryReview',
    summary: 'Mark a service reviewed (second review) or not',
  }),
  setReleaseNotes: defineRoute({
    method: 'PATCH',
    path: 'summary/setReleaseNotes',
    access: 'summaryManage',
    summary: "Set a service's release notes",
  }),
  pictures: defineRoute({
    method: 'GET',
    path: 'summary/pictures',
    access: 'summary',
    summary:
      "Short-lived links to a Summary row's photos (query serviceId; an addition, docs/decisions.md#additions-beyond-the-spec)",
  }),
} as const;
