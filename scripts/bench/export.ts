import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import { runInChild } from './child-process.ts';

/** What scripts/bench/export-child.ts prints. */
export interface ExportMeasure {
  kind: 'product' | 'helper' | 'bare';
  rows: number;
  ms: number;
  selectMs: number;
  bytes: number;
  startRssMb: number;
  rssGrowthMb: number;
  maxRssMb: number;
}

/**
 * Runs one export measurement in a fresh Node process with this process's environment (the local stack's
 * endpoints, set by startLocalStack), `--expose-gc` so it starts settled.
 */
export function measureExportInChild(
  kind: ExportMeasure['kind'],
  filters: ScheduleFilter[],
  rows: number,
): Promise<ExportMeasure> {
  return runInChild<ExportMeasure>('scripts/bench/export-child.ts', { kind, filters, rows });
}
