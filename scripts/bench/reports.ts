import { MAX_REPORT_ROWS } from '@shelfline/shared/contracts/report.contract';
import { addDays } from '../../functions/common/dates.ts';
import { readMerchandiserChargesOfDays } from '../../functions/data/money/charges.repository.ts';
import { readSummariesOfDays } from '../../functions/data/schedule/schedule.repository.ts';
import { monthsOf } from '../../functions/domain/reports/work-periods.ts';
import { generateDemoData } from '../demo/generate.ts';
import { type FileCallMeasure, runInChild } from './child-process.ts';
import { type BenchRow, benchApi, measureCall } from './measure.ts';
import type { MoneyBenchOptions } from './money.ts';
import { MONEY_YEAR, seedMoneyYear } from './money-seed.ts';
import { readWindowFloor, withFloorRatio } from './schedule-floor.ts';

/*
 * The reports of `npm run bench` (issue 19, BENCH_AREAS=reports): the Schedule and Charge Approval reports on the
 * money bench's seeded year (money-seed.ts: ~100,000 services and ~90,000 charges in 2041), for a month (~8,000 rows,
 * target ≤ 3 s, through the local API, beside the bare read of the month's services) and for the longest range from January 1 that stays within the 50,000-row
 * limit (target ≤ 25 s and ≤ 300 MB of peak memory growth, measured in a child process through the family's handler).
 * The year is seeded unless the money area already did in this run.
 */

/** The money bench's options: the stack, an admin's token, the DynamoDB counters, the runs. */
export type ReportsBenchOptions = MoneyBenchOptions;

const MONTH = { fromDate: '2041-10-01', toDate: '2041-10-31' };
/** Charge Approval writes a subtotal per merchandiser (the demo's ~300) and a total beside its charges. */
const SUBTOTAL_ROOM = 400;

/** Per-day counts of what a report of the year would list: services by earliest date, live charges by completed date. */
async function dayCounts(): Promise<{ services: Map<string, number>; charges: Map<string, number> }> {
  const services = new Map<string, number>();
  const charges = new Map<string, number>();
  for (const month of monthsOf(MONEY_YEAR.from, MONEY_YEAR.to)) {
    for (const s of await readSummariesOfDays(month.from, month.to))
      services.set(s.earliestDate, (services.get(s.earliestDate) ?? 0) + 1);
    for (const c of await readMerchandiserChargesOfDays(month.from, month.to))
      if (!c.voided) charges.set(c.completedDate, (charges.get(c.completedDate) ?? 0) + 1);
  }
  return { services, charges };
}

/** The longest range from the year's first day whose count stays within `limit`, and that count. */
function rangeWithin(counts: ReadonlyMap<string, number>, limit: number) {
  let total = 0;
  let toDate = addDays(MONEY_YEAR.from, -1);
  for (let day = MONEY_YEAR.from; day <= MONEY_YEAR.to; day = addDays(day, 1)) {
    const next = total + (counts.get(day) ?? 0);
    if (next > limit) break;
    total = next;
    toDate = day;
  }
  return { fromDate: MONEY_YEAR.from, toDate, rows: total };
}

export async function benchReports(options: ReportsBenchOptions): Promise<BenchRow[]> {
  const say = options.say ?? ((line: string) => console.log(line));
  if ((await readSummariesOfDays(MONTH.fromDate, MONTH.fromDate)).length === 0) {
    const year = await seedMoneyYear(generateDemoData(), say);
    say(`  ${JSON.stringify(year.counts)}`);
  }
  const api = benchApi(options.url, options.token);
  const runs = Math.max(3, Math.round(options.iterations / 6));
  const rows: BenchRow[] = [];
  const reports = [
    // isHistory: the services and charges of the seeded invoices (January to April) are listed too.
    { name: 'Schedule', id: 'schedule', path: 'reports/schedule/excel', extra: { isHistory: true } },
    { name: 'Charge Approval', id: 'chargeApproval', path: 'reports/chargeApproval/excel', extra: { isHistory: true } },
  ];

  // The month's compact services read bare, in the same run: what the Schedule report cannot go below.
  let floorRead = { items: 0, rowBytes: 0 };
  const floor = await measureCall(
    options.counters,
    "floor: bare parallel Query of the month's gsi4 service partitions",
    runs,
    async () => {
      floorRead = await readWindowFloor(MONTH.fromDate, MONTH.toDate);
      return { status: 200 };
    },
  );
  rows.push({ ...floor.row, call: `${floor.row.call} (${floorRead.items} services)` });
  // The schedule export of the same month (its columns are the Schedule report's first ones): what the report adds.
  const exported = await measureCall(
    options.counters,
    'POST schedule/export/excel (Submitted), the same month',
    runs,
    () =>
      api<{ rows: number }>('POST', 'schedule/export/excel', {
        mode: 'Submitted',
        earliestDate: MONTH.fromDate,
        latestDate: MONTH.toDate,
      }),
  );
  rows.push(
    withFloorRatio({ ...exported.row, call: `${exported.row.call} → ${exported.last.body.rows} rows` }, floor.row),
  );
  for (const report of reports) {
    say(`${report.name} report, one month…`);
    const body = { ...MONTH, ...report.extra };
    const month = await measureCall(
      options.counters,
      `POST ${report.path}, ${MONTH.fromDate}..${MONTH.toDate}`,
      runs,
      () => api<{ rows: number }>('POST', report.path, body),
    );
    rows.push(withFloorRatio({ ...month.row, call: `${month.row.call} → ${month.last.body.rows} rows` }, floor.row));
  }

  say('Counting the year per day to find the 50,000-row ranges…');
  const counts = await dayCounts();
  const ranges = [
    rangeWithin(counts.services, MAX_REPORT_ROWS),
    rangeWithin(counts.charges, MAX_REPORT_ROWS - SUBTOTAL_ROOM),
  ];
  for (const [index, report] of reports.entries()) {
    const range = ranges[index] as ReturnType<typeof rangeWithin>;
    say(`${report.name} report, ${range.fromDate}..${range.toDate} in a child process…`);
    const body = { fromDate: range.fromDate, toDate: range.toDate, ...report.extra };
    try {
      const child = await runInChild<FileCallMeasure>('scripts/bench/reports-child.ts', {
        id: report.id,
        path: report.path,
        body,
      });
      rows.push({
        call: `POST ${report.path}, ${range.fromDate}..${range.toDate} in a child process → ${child.rows} rows, ${Math.round(child.bytes / 1024)} kB`,
        'median ms': child.ms,
        'RSS growth MB': child.rssGrowthMb,
        'maxRSS MB': child.maxRssMb,
      });
    } catch (error) {
      rows.push({ call: `${report.name} year FAILED: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return rows;
}
