import { spawn } from 'node:child_process';
import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import { REPO_ROOT } from '../local/stack.ts';

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
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'scripts/bench/export-child.ts', JSON.stringify({ kind, filters, rows })],
      { cwd: REPO_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`export child (${kind}) failed: ${code} ${out}`));
      else resolve(JSON.parse(line) as ExportMeasure);
    });
  });
}
