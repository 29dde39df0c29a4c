import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ENV } from '../../functions/registry.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../demo/generate.ts';
import { REPO_ROOT, SMTP_PORT, startLocalStack } from './stack.ts';

/**
 * `npm start`: the whole product on this machine with demo data.
 *   PORT=3000 (default)   --reset  delete the local data first   --verbose  print request logs
 * Data persists in `.local/data` between starts; logs go to `.local/logs`.
 */
const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 3000);
const started = performance.now();

// The SPA builds while the emulators start and the demo loads (the server reads web/dist per request); the URL is
// printed once both are done.
const webBuild = args.has('--build') || webIsStale() ? buildWeb() : Promise.resolve();

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
try {
  await webBuild;
} catch (error) {
  console.error((error as Error).message);
  await stack.stop();
  process.exit(1);
}

console.log(`
Shelfline is running at ${stack.url}  (API under ${stack.url}/api/)
Started in ${((performance.now() - started) / 1000).toFixed(1)} s  ${JSON.stringify(stack.timings)}
Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((l) => `${l.code} (${l.role})`).join(', ')}
E-mail the product sends lands in the local SES: ${stack.env.AWS_ENDPOINT_URL_SES}/
Résumés e-mailed to <alias>@${stack.env[ENV.inboundDomain]} over SMTP at localhost:${stack.env[SMTP_PORT]} are ingested
Press Ctrl-C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('\nStopping...');
    stack.stop().finally(() => process.exit(0));
  });
}

/** `npm run build:web` in the background; its output is shown only if it fails. */
function buildWeb(): Promise<void> {
  console.log('Building the web app (in the background)...');
  const t0 = performance.now();
  // At the lowest priority: it is off the critical path (emulators, demo load) and takes only the CPU they leave.
  const child = spawn('nice', ['-n', '19', 'npm', 'run', 'build:web'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${output}\nnpm run build:web failed (code ${code})`));
      console.log(`  web app built in ${Math.round(performance.now() - t0)} ms`);
      resolve();
    });
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
