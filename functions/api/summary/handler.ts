import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { exportCsv } from './export-csv.route.ts';
import { exportExcel } from './export-excel.route.ts';
import { get } from './get.route.ts';
import { listExceptions } from './list-exceptions.route.ts';
import { listFlagged } from './list-flagged.route.ts';
import { listIncomplete } from './list-incomplete.route.ts';
import { listJobs } from './list-jobs.route.ts';
import { listReportRanges } from './list-report-ranges.route.ts';
import { pictures } from './pictures.route.ts';
import { releaseAll } from './release-all.route.ts';
import { setDisplayChartToClient } from './set-display-chart-to-client.route.ts';
import { setReleaseNotes } from './set-release-notes.route.ts';
import { setReleased } from './set-released.route.ts';
import { setReviewed } from './set-reviewed.route.ts';
import { setReviewed2 } from './set-reviewed2.route.ts';

/** The `summary` family: the Summary screen of staff and customers (002 §2, §7; brief §7). */
export const handler = createApiHandler({
  routes: Object.values(summaryRoutes),
  implementations: [
    get,
    listReportRanges,
    listIncomplete,
    listExceptions,
    listJobs,
    listFlagged,
    exportExcel,
    exportCsv,
    releaseAll,
    setReleased,
    setDisplayChartToClient,
    setReviewed,
    setReviewed2,
    setReleaseNotes,
    pictures,
  ],
});
