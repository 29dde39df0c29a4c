import { REPORT_IDS, type ReportId } from '@shelfline/shared/contracts/report.contract';
import { CONTENT_TYPES } from '../../../common/export/export-to-s3.ts';
import { reportToObject } from '../../reports/run-report.ts';
import type { KindResult, KindRun } from '../produce-export.ts';

/**
 * The eight Reporting reports (brief §7.2 "Kinds"): the report's own runner with the schedule's parameters and the
 * run's period, as the schedule's owner (a supervisor's scoping never applies: only admins schedule, brief J6).
 */
export async function produceReport(run: KindRun): Promise<KindResult> {
  const id = run.schedule.kind as ReportId;
  if (!REPORT_IDS.includes(id)) throw new Error(`${run.schedule.kind} is not a report.`);
  const { jobId, merchandiserId, isHistory, sortExpression, provinceIds } = run.schedule.parameters;
  const target = run.objectFor('xlsx');
  const { fileName, rows } = await reportToObject(
    id,
    { fromDate: run.fromDate, toDate: run.toDate, jobId, merchandiserId, isHistory, sortExpression, provinceIds },
    run.caller,
    target,
    run.slot,
  );
  return { fileName, rows, key: target.key, contentType: CONTENT_TYPES.xlsx };
}
