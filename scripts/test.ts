import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededDataCopy } from './local/seeded-data.ts';
import { REPO_ROOT, startLocalStack } from './local/stack.ts';
import { needsOf } from './test-needs.ts';

/**
 * `npm test`: every test of the product in one command.
 *
 * Type-checks, lints and builds the SPA, starts the local stack once (emulators on a copy of data seeded once with the demo, seeded-data.ts;
 * API and SPA on a free port), then runs vitest's projects (unit, contract, integration, infra, e2e) against it and stops the
 * stack. Arguments are passed to vitest: `npm test -- --project unit`, `npm test -- tests/integration`. A run narrowed
 * to some projects or files does only what they need (test-needs.ts): unit, contract and infra tests start no stack
 * and build no SPA.
 */
const started = performance.now();
const vitestArgs = process.argv.slice(2);
const needs = needsOf(vitestArgs);

// The whole run checks types and lint first: they are fast and a type error explains more than the failing tests
// it causes. A targeted run (the fast loop) leaves them to the editor and to the full run.
const steps = [...(needs.staticChecks ? ['typecheck', 'lint'] : []), ...(needs.spa ? ['build:web'] : [])];
for (const step of steps) {
  console.log(`> npm run ${step}`);
  const result = spawnSync('npm', ['run', step], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The logs screens read the runner's log files: tests get a fresh directory of their own.
const dataDir = needs.stack ? await seededDataCopy((line) => console.log(line)) : undefined;
const stack = needs.stack
  ? await startLocalStack({
      port: 0,
      demoData: true,
      dataDir,
      logDir: mkdtempSync(join(tmpdir(), 'shelfline-test-logs-')),
      say: (line) => console.log(line),
    })
  : undefined;
if (stack) console.log(`Local stack for tests at ${stack.url} in ${JSON.stringify(stack.timings)}`);

const code = await new Promise<number>((resolve) => {
  const child = spawn('npx', ['vitest', 'run', ...vitestArgs], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: stack ? { ...process.env, ...stack.env, SHELFLINE_URL: stack.url } : process.env,
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

await stack?.stop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
console.log(`Test run finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
