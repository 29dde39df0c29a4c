import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../local/stack.ts';

/**
 * `npm start` on disk, without the SPA build: a first start into an empty data directory (demo data loaded on tmpfs,
 * then moved to disk) and a restart on the data it left, each in a fresh process. Targets (issue 12): first start
 * ≤ 25 s with the SPA build, restart ≤ 5 s.
 */
export function benchDiskStart(): Record<string, string | number>[] {
  // On the repo's disk (not /tmp, which may be tmpfs): the point is what persisting costs.
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(REPO_ROOT, '.tmp', 'bench-start-'));
  try {
    return (['first start (empty data dir)', 'restart (data present)'] as const).map(
      (start): Record<string, string | number> => {
        const t0 = performance.now();
        const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/disk-start-child.ts', dataDir], {
          cwd: REPO_ROOT,
          encoding: 'utf8',
        });
        const wall = Math.round(performance.now() - t0);
        if (child.status !== 0) return { start, 'process wall ms': wall, failed: child.stderr.split('\n')[0] ?? '' };
        const timings = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as Record<string, number>;
        return { start, 'process wall ms': wall, ...timings };
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
