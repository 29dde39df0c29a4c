import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../demo/generate.ts';
import { REPO_ROOT, startLocalStack } from './stack.ts';

/**
 * `npm start`: the whole product on this machine with demo data.
 *   PORT=3000 (default)   --reset  delete the local data first   --verbose  print request logs
 * Data persists in `.local/data` between starts; logs go to `.local/logs`.
 */
const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 3000);
const started = performance.now();

if (args.has('--build') || webIsStale()) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('Starting the local AWS emulators...');
const stack = await startLocalStack({
  port,
  dataDir: join(REPO_ROOT, '.local/data'),
  reset: args.has('--reset'),
  demoData: true,
  logDir: join(REPO_ROOT, '.local/logs'),
  verbose: args.has('--verbose'),
  say: (line) => console.log(line),
});

console.log(`
Shelfline is running at ${stack.url}  (API under ${stack.url}/api/)
Started in ${((performance.now() - started) / 1000).toFixed(1)} s  ${JSON.stringify(stack.timings)}
Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((l) => `${l.code} (${l.role})`).join(', ')}
Press Ctrl-C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('\nStopping...');
    stack.stop().finally(() => process.exit(0));
  });
}

/** Rebuild when there is no build or a source file is newer than it. */
function webIsStale(): boolean {
  const index = join(REPO_ROOT, 'web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return [join(REPO_ROOT, 'web/src'), join(REPO_ROOT, 'shared/src')].some((dir) => newerThan(dir, built));
}

function newerThan(dir: string, time: number): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() ? newerThan(path, time) : statSync(path).mtimeMs > time) return true;
  }
  return false;
}
