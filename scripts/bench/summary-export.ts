import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../local/stack.ts';
import type { SummaryBenchRange } from './summary-seed.ts';

/** What scripts/bench/summary-export-child.ts prints. */
export interface SummaryExportMeasure {
  rows: number;
  ms: number;
  bytes: number;
  rssGrowthMb: number;
  maxRssMb: number;
}

/**
 * The Summary's Excel export of the bench range, measured in a fresh Node process with this process's environment
 * (the local stack's endpoints), so its memory is the export's alone.
 */
export function measureSummaryExportInChild(range: SummaryBenchRange): Promise<SummaryExportMeasure> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'scripts/bench/summary-export-child.ts', JSON.stringify(range)],
      { cwd: REPO_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`summary export child failed: ${code} ${out}`));
      else resolve(JSON.parse(line) as SummaryExportMeasure);
    });
  });
}
