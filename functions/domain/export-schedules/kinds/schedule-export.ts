import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import { MAX_WINDOW_DAYS } from '@shelfline/shared/contracts/schedule.contract';
import { CONTENT_TYPES } from '../../../common/export/export-to-s3.ts';
import { BadRequestError } from '../../../common/http-errors.ts';
import { scheduleFileName, writeScheduleFile } from '../../schedule/schedule-export.ts';
import { MAX_EXPORT_ROWS } from '../../schedule/schedule-export-limit.ts';
import { MAINTENANCE_SORT, sortSummaries } from '../../schedule/schedule-filter.ts';
import { sortedSelection } from '../../schedule/sorted-selection.ts';
import type { KindResult, KindRun } from '../produce-export.ts';

/*
 * The schedule's Excel export of the services of the run's period (and job), through the button's own selection and
 * workbook (000 §7.5): every service whose earliest date lies in the period, whatever its state — the list's four
 * modes NotActivated, Open, Saved and Submitted together, which hold every service once — in the list's default
 * order, as the schedule's owner (staff: no merchandiser scoping).
 */

const MODES = ['NotActivated', 'Open', 'Saved', 'Submitted'] as const;

export async function produceScheduleExport(run: KindRun): Promise<KindResult> {
  const { fromDate, toDate } = run;
  if (!fromDate || !toDate) throw new Error('A schedule export needs the run period (fromDate, toDate).');
  if ((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000 > MAX_WINDOW_DAYS)
    throw new BadRequestError({ period: [`Search at most ${MAX_WINDOW_DAYS} days at once.`] });
  const { jobId } = run.schedule.parameters;
  const selections = await Promise.all(
    MODES.map((mode) => {
      const filter: ScheduleFilter = {
        mode,
        category: 'All',
        earliestDate: fromDate,
        latestDate: toDate,
        ...(jobId === undefined ? {} : { jobIds: [jobId] }),
      };
      return sortedSelection(filter, run.caller);
    }),
  );
  const services = sortSummaries(
    selections.flatMap((s) => s.filtered),
    undefined,
    MAINTENANCE_SORT,
  );
  if (services.length > MAX_EXPORT_ROWS)
    throw new BadRequestError({
      period: [`The period holds ${services.length} services, an export takes at most ${MAX_EXPORT_ROWS}.`],
    });
  const target = run.objectFor('xlsx');
  const directory = selections[0]?.directory ?? new Map();
  const rows = await writeScheduleFile(target, services, directory);
  return { fileName: scheduleFileName(), rows, key: target.key, contentType: CONTENT_TYPES.xlsx };
}
