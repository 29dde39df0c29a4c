import type { ReleaseAllResult } from '@shelfline/shared/contracts/summary.contract';
import { env } from '../../common/env.ts';
import { inLanes } from '../../common/in-lanes.ts';
import { readReleaseFlags, releaseReport } from '../../data/content/summary.repository.ts';

/*
 * One step of Release All (brief §7c, S8), in the way of the schedule's bulk steps (domain/schedule/bulk-step.ts):
 * release what fits in the time budget and answer how many rows still wait; the client repeats the same call until
 * `finished`. Each row is a field update conditioned on being submitted and unreleased, so a repeat (or a lost
 * answer, or two staff at once) never counts a row twice, and a row unsubmitted meanwhile is left alone.
 */

/** Updates in flight: DynamoDB takes many small writes in parallel, and a step of 3,000 rows stays ~1 s locally. */
const LANES = 16;

export async function releaseAllStep(
  reportId: number,
  by: string,
  budgetMs: number = env.exportStepBudgetMs,
): Promise<ReleaseAllResult> {
  const started = Date.now();
  const pending = (await readReleaseFlags(reportId)).filter((r) => !r.released);
  let released = 0;
  let settled = 0;
  await inLanes(pending, LANES, async (report) => {
    if (Date.now() - started > budgetMs) return;
    if (await releaseReport(report.id, by)) released++;
    settled++;
  });
  const remaining = pending.length - settled;
  return { released, remaining, finished: remaining === 0 };
}
