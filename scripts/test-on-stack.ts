import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededDataCopy } from './local/seeded-data.ts';
import { REPO_ROOT, startLocalStack } from './local/stack.ts';

/**
 * `npm run test:stack -- <vitest args>`: starts a local stack (on a copy of the seeded demo data) and runs vitest
 * against it, without the typecheck, lint and SPA build that `npm test` does first. For a quick loop on
 * integration tests; build the SPA yourself (`npm run build:web`) before browser tests.
 */
// The logs screens read the runner's log files: tests get a fresh directory of their own.
const dataDir = await seededDataCopy((line) => console.log(line));
const stack = await startLocalStack({
  port: 0,
  demoData: true,
  dataDir,
  logDir: mkdtempSync(join(tmpdir(), 'shelfline-test-logs-')),
});
const code = await new Promise<number>((resolve) => {
  const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...stack.env, SHELFLINE_URL: stack.url },
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
await stack.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
