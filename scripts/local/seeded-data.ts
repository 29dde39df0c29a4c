import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { localIsoDate } from '../demo/worker-profiles.ts';
import { REPO_ROOT } from './stack.ts';

/*
 * Test runs start from a copy of emulator data seeded once, not from an empty store: loading the demo data takes
 * ~15 s, restarting the emulators on a copy ~5 s (docs/performance.md). The seed is kept per content of what
 * shapes the stored data (the table and its items, the demo generator, the emulators' versions) and per day
 * (the demo's services are dated from today), so a change to any of them seeds again on the next run.
 */

/** What the stored demo data depends on: a change under any of these seeds again. */
const SEED_INPUTS = [
  'functions/data',
  'functions/common',
  'functions/domain',
  'shared/src',
  'scripts/demo',
  'scripts/local',
  'package-lock.json',
];
const CACHE = join(REPO_ROOT, 'node_modules/.cache/shelfline-seed');

/** A fresh copy of the seeded emulator data (seeding it first when needed), on tmpfs when the machine has one. */
export async function seededDataCopy(say: (line: string) => void = () => {}): Promise<string> {
  const seed = join(CACHE, seedKey());
  if (!existsSync(seed)) createSeed(seed, say);
  const copy = mkdtempSync(join(fastTmp(), 'shelfline-test-data-'));
  cpSync(seed, copy, { recursive: true });
  return copy;
}

/** Seeds into a directory of its own, then renames it into place: two runs seeding at once never share one. */
function createSeed(seed: string, say: (line: string) => void): void {
  say('Seeding the emulators with the demo data (once per change of the data layer or the demo)...');
  mkdirSync(CACHE, { recursive: true });
  const staging = mkdtempSync(join(CACHE, 'staging-'));
  const seeding = spawnSync('npx', ['tsx', join(REPO_ROOT, 'scripts/local/seed-demo.ts'), staging], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (seeding.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`Seeding the emulators failed (exit ${seeding.status})`);
  }
  // Older seeds go; other runs' staging directories stay (one may be seeding now).
  for (const old of readdirSync(CACHE))
    if (!old.startsWith('staging-')) rmSync(join(CACHE, old), { recursive: true, force: true });
  try {
    renameSync(staging, seed);
  } catch {
    // Another run put the same seed in place meanwhile: use that one.
    rmSync(staging, { recursive: true, force: true });
  }
}

export function seedKey(): string {
  const hash = createHash('sha256').update(localIsoDate(new Date()));
  for (const input of SEED_INPUTS) hashInto(hash, join(REPO_ROOT, input));
  return hash.digest('hex').slice(0, 16);
}

function hashInto(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    if (/\.test\.ts$/.test(path)) return;
    hash.update(relative(REPO_ROOT, path)).update(readFileSync(path));
    return;
  }
  for (const entry of readdirSync(path).sort()) hashInto(hash, join(path, entry));
}

function fastTmp(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}
