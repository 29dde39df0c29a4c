import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { ServiceReportPatterns, SUMMARY_SHARDS } from '../../functions/data/entities/service-report.entity.ts';
import { patternQuery } from '../../functions/data/entity.ts';
import { generateDemoData } from '../demo/generate.ts';
import { type FileCallMeasure, runInChild } from './child-process.ts';
import { type BenchRow, benchApi, type DynamoCounters, measureCall } from './measure.ts';
import { withFloorRatio } from './schedule-floor.ts';
import { BENCH_QUESTIONS, type SummaryBenchRange, seedSummaryRange } from './summary-seed.ts';

export interface SummaryBenchOptions {
  url: string;
  /** admin's token; `merchToken` saves and submits reports as the team lead. */
  token: string;
  merchToken: string;
  counters: DynamoCounters;
  iterations: number;
  say?: (line: string) => void;
}

const REPORTS = 3000;

/**
 * The Summary at the scale: 3,000 submitted reports × 30 questions in one range (+ 500 open services for
 * the incomplete count), read through `GET summary` beside its floor (the range's four shards of full report items
 * read at once with the bare client, nothing decoded); its Excel export in a child process (time and peak RSS
 * growth); report save and submit; Release All on the 3,000 rows in steps.
 */
export async function benchSummary(options: SummaryBenchOptions): Promise<BenchRow[]> {
  const say = options.say ?? ((line: string) => console.log(line));
  const demo = generateDemoData();
  say(`Seeding a Summary range: ${REPORTS.toLocaleString('en-CA')} reports × ${BENCH_QUESTIONS} questions…`);
  const runs = Math.max(3, Math.round(options.iterations / 6));
  const range = await seedSummaryRange(demo, { reports: REPORTS, open: 500, writable: options.iterations });
  const admin = benchApi(options.url, options.token);
  const query = `jobId=${range.jobId}&reportId=${range.reportId}`;

  const floor = await measureCall(
    options.counters,
    `floor: ${SUMMARY_SHARDS} gsi3 shards, bare client`,
    runs,
    async () => {
      await readSummaryFloor(range.reportId);
      return { status: 200 };
    },
  );
  const summary = await measureCall(
    options.counters,
    `GET summary (${REPORTS} rows × ${BENCH_QUESTIONS} questions)`,
    runs,
    () => admin('GET', `summary?${query}`),
  );
  const rows: BenchRow[] = [floor.row, withFloorRatio(summary.row, floor.row)];

  say('Summary Excel export (child process)…');
  const exported = await runInChild<FileCallMeasure>('scripts/bench/summary-export-child.ts', range);
  rows.push({
    call: `GET summary/export/excel (${exported.rows} rows, ${Math.round(exported.bytes / 1024)} kB)`,
    'median ms': exported.ms,
    'RSS growth MB': exported.rssGrowthMb,
    'maxRSS MB': exported.maxRssMb,
  });
  rows.push(...(await benchReportWrites(options, range)));
  rows.push(await benchReleaseAll(options, range, query));
  return rows;
}

/** The floor: every report item of the range's four shards, read at once with the bare client. */
export async function readSummaryFloor(reportId: number): Promise<number> {
  let items = 0;
  await Promise.all(
    Array.from({ length: SUMMARY_SHARDS }, async (_, shard) => {
      const key = patternQuery(ServiceReportPatterns, 'summaryShard', [reportId, shard]);
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient().send(
          new QueryCommand({ TableName: env.tableName, ...key, ExclusiveStartKey }),
        );
        items += page.Count ?? 0;
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }),
  );
  return items;
}

/**
 * The modal's two buttons as the team lead: a save of a new report (every question answered) on each writable
 * service, then the submit of each (the report, the service's mode and its Summary entry in one transaction).
 */
async function benchReportWrites(options: SummaryBenchOptions, range: SummaryBenchRange): Promise<BenchRow[]> {
  const merch = benchApi(options.url, options.merchToken);
  const body = (serviceId: number, version: number, submit: boolean) => ({
    serviceId,
    version,
    completedDate: '2020-01-15',
    timeIn: '09:00',
    timeOut: '10:45',
    comments: 'Shelf reset',
    answers: range.questionIds.map((questionId) => ({ questionId, answerId: 1 })),
    submit,
  });
  const each = (submit: boolean) => {
    let next = 0;
    return () => {
      const serviceId = range.writableServiceIds[next++ % range.writableServiceIds.length] as number;
      return merch('PUT', 'serviceReports', body(serviceId, submit ? 1 : 0, submit));
    };
  };
  const runs = range.writableServiceIds.length;
  const save = await measureCall(
    options.counters,
    `PUT serviceReports: first save (${BENCH_QUESTIONS} answers)`,
    runs,
    each(false),
  );
  const submit = await measureCall(
    options.counters,
    'PUT serviceReports: submit (report + service + counts + Summary entry)',
    runs,
    each(true),
  );
  return [save.row, submit.row];
}

/** Release All of the range's rows: the steps the screen repeats until the answer says finished, timed as one. */
async function benchReleaseAll(
  options: SummaryBenchOptions,
  range: SummaryBenchRange,
  query: string,
): Promise<BenchRow> {
  const admin = benchApi(options.url, options.token);
  let steps = 0;
  let released = 0;
  const measured = await measureCall(options.counters, 'PATCH summary/releaseAll until finished', 1, async () => {
    for (;;) {
      const step = await admin<{ released: number; finished: boolean }>('PATCH', `summary/releaseAll?${query}`);
      if (step.status !== 200) return step;
      steps++;
      released += step.body.released;
      if (step.body.finished) return step;
    }
  });
  if (released !== range.serviceIds.length)
    throw new Error(`Release All released ${released} of ${range.serviceIds.length}`);
  return { ...measured.row, call: `PATCH summary/releaseAll until finished (${released} rows in ${steps} steps)` };
}
