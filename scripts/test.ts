import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startLocalStack } from './local/stack.ts';

/**
 * `npm test`: every test of the product in one command.
 *
 * Type-checks, lints and builds the SPA, starts the local stack once (emulators in memory, demo data, API and SPA on a free
 * port), then runs vitest's projects (unit, contract, integration, infra, e2e) against it and stops the
 * stack. Arguments are passed to vitest: `npm test -- --project unit`, `npm test -- tests/integration`.
 */
const started = performance.now();
const vitestArgs = process.argv.slice(2);

// Static checks first: they are fast and a type error explains more than the failing tests it causes.
for (const step of ['typecheck', 'lint', 'build:web']) {
  console.log(`> npm run ${step}`);
  const result = spawnSync('npm', ['run', step], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The logs screens read the runner's log files: tests get a fresh directory of their own.
const stack = await startLocalStack({
  port: 0,
  demoData: true,
  logDir: mkdtempSync(join(tmpdir(), 'shelfline-test-logs-')),
  say: (line) => console.log(line),
});
console.log(`Local stack for tests at ${stack.url} in ${JSON.stringify(stack.timings)}`);

const code = await new Promise<number>((resolve) => {
  const child = spawn('npx', ['vitest', 'run', ...vitestArgs], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...stack.env, SHELFLINE_URL: stack.url },
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

await stack.stop();
console.log(`Test run finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
