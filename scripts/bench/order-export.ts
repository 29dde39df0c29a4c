import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../local/stack.ts';

export interface OrderExportMeasure {
  rows: number;
  ms: number;
  bytes: number;
  rssGrowthMb: number;
  maxRssMb: number;
}

/** `POST orderExport/excel` of the given orders, measured in a fresh Node process with this process's environment. */
export function measureOrderExportInChild(args: {
  supplierId: number;
  orderIds: number[];
}): Promise<OrderExportMeasure> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'scripts/bench/order-export-child.ts', JSON.stringify(args)],
      { cwd: REPO_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`order export child failed: ${code} ${out}`));
      else resolve(JSON.parse(line) as OrderExportMeasure);
    });
  });
}
