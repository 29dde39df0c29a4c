import type { BulkStepResult } from '@shelfline/shared/contracts/schedule.contract';

/** A bulk call that never says it is finished is stopped here (a safety net, far above any real run). */
const MAX_STEPS = 500;

export interface BulkStepsProgress {
  changed: number;
  skipped: number;
  remaining: number;
}

/**
 * Repeats one bulk call until the server says it is finished (README "Bulk actions in steps"): every action of the
 * Actions menu and the bulk edit run through here. `onStep` sees the running totals after each step.
 */
export async function runBulkSteps(
  step: () => Promise<BulkStepResult>,
  onStep: (progress: BulkStepsProgress) => void,
): Promise<{ changed: number; skipped: number }> {
  let changed = 0;
  let skipped = 0;
  for (let i = 0; i < MAX_STEPS; i++) {
    const result = await step();
    changed += result.changed;
    skipped = result.skipped;
    onStep({ changed, skipped, remaining: result.remaining });
    if (result.finished) break;
  }
  return { changed, skipped };
}
