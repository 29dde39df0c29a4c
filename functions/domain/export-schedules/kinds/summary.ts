import { CONTENT_TYPES } from '../../../common/export/export-to-s3.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import { layoutsOfJob } from '../../../data/content/report-layouts.repository.ts';
import { jobs } from '../../../data/master-data/master-data.repository.ts';
import { summaryFileName, writeSummaryFile } from '../../summary/summary-export.ts';
import type { SummaryViewer } from '../../summary/summary-scope.ts';
import type { KindResult, KindRun } from '../produce-export.ts';

/*
 * A job's Summary for its customer (brief §7.4 "Rules per kind"): the file the job's supplier's own users download
 * (002 §7 summary/export/excel), never the staff view — built for the CUSTOMER viewer of the job's supplier, so it
 * holds their rows only (submitted, and released when the layout requires release), their columns only (no
 * merchandiser, exceptions or internal review), formula-guarded text. The report range is the schedule's, else the
 * one the customer's screen opens: the job's newest active range.
 */

export async function produceSummary(run: KindRun): Promise<KindResult> {
  const { jobId, reportId } = run.schedule.parameters;
  if (jobId === undefined) throw new Error('A Summary schedule needs jobId.');
  const job = await jobs.getOrThrow(jobId);
  const viewer: SummaryViewer = { customer: true, supplierId: job.supplierId };
  const range = reportId ?? (await currentRange(jobId));
  const target = run.objectFor('xlsx');
  const rows = await writeSummaryFile(target, viewer, { jobId, reportId: range }, 'xlsx');
  return { fileName: summaryFileName('xlsx', run.slot), rows, key: target.key, contentType: CONTENT_TYPES.xlsx };
}

/** The newest active report range of the job (summary/reportRanges' first for a customer). */
async function currentRange(jobId: number): Promise<number> {
  const active = (await layoutsOfJob(jobId)).filter((layout) => !layout.inactive);
  const newest = active.at(-1);
  if (!newest) throw new NotFoundError(`Job ${jobId} has no active report range.`);
  return newest.id;
}
