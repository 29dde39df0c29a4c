import { MAX_REPORT_ROWS } from '@shelfline/shared/contracts/report.contract';
import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { readSummariesOfDays } from '../../data/schedule/schedule.repository.ts';
import { matchesColumns } from '../schedule/schedule-filter.ts';
import type { ResolvedReportParams } from './report-definition.ts';
import { merchandiserTestOf } from './work-merchandiser-choice.ts';
import { monthsOf } from './work-periods.ts';

/*
 * The services of a work report (Schedule, Pick And Pack): the compact summaries whose earliest date lies in the
 * range, through the schedule's one column filter (matchesColumns: job, provinces) and the merchandiser picker's
 * choice. Read a month of day partitions at a time, keeping only what passes, so a year's report holds its own rows.
 */

/**
 * The summaries that pass (and `alsoKeep`), in day order. Reading stops once more than MAX_REPORT_ROWS passed: the
 * runner refuses the report on its first page then, and the rest would be read for nothing.
 */
export async function selectReportServices(
  params: ResolvedReportParams,
  alsoKeep: (summary: ServiceSummary) => boolean = () => true,
): Promise<ServiceSummary[]> {
  const isMerchandiserKept = await merchandiserTestOf(params.merchandiserId);
  const filter = {
    mode: 'Open',
    category: 'All',
    provinceIds: params.provinceIds,
    jobIds: params.jobId === undefined ? undefined : [params.jobId],
  } satisfies ScheduleFilter;
  const context = { today: params.toDate, supervisorOf: () => undefined };
  const kept: ServiceSummary[] = [];
  for (const month of monthsOf(params.fromDate, params.toDate)) {
    for (const summary of await readSummariesOfDays(month.from, month.to))
      if (alsoKeep(summary) && isMerchandiserKept(summary.merchandiserId) && matchesColumns(summary, filter, context))
        kept.push(summary);
    if (kept.length > MAX_REPORT_ROWS) break;
  }
  return kept;
}
