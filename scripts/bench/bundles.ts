import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  API_FUNCTIONS,
  type FunctionDefinition,
  INGESTION_WORKER,
  PRE_TOKEN_FUNCTION,
  REDRIVE_JOB,
  UNBUILT_FUNCTION,
} from '../../functions/registry.ts';
import { LAZY_PACKAGE_OPTIONS, lazyPackageBuild } from '../../infra/constructs/lazy-packages.ts';
import { round, summarise } from './stats.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every Lambda of the product, by the name CDK gives it. */
export function allFunctions(): [string, FunctionDefinition][] {
  return [
    ...Object.entries(API_FUNCTIONS).map(([family, d]) => [`api-${family}`, d] as [string, FunctionDefinition]),
    ['api-unbuilt', UNBUILT_FUNCTION],
    ['pre-token-generation', PRE_TOKEN_FUNCTION],
    ['ingestion-worker', INGESTION_WORKER],
    ['redrive-ingestion', REDRIVE_JOB],
  ];
}

/** Module init of each bundle is measured this many times (each in a fresh process); the median is reported. */
const INIT_RUNS = 5;
/** The floor bundle (scripts/bench/floor-handler.ts): middy + zod + the DynamoDB document client. */
const FLOOR = 'floor (middy + zod + DynamoDB document client)';

/**
 * Bundles each function as CDK does (esbuild, ESM, minified, AWS SDK left to the runtime) and measures its size and
 * its module init time in a fresh Node process (the cold-start cost our code adds), beside a floor bundle built and
 * measured the same way: `x floor` is the ratio of the medians. `module scope` names what costs init: the AWS SDK
 * clients imported statically and the largest packages bundled (an `await import()` keeps a package out of it).
 */
export async function measureBundles(): Promise<Record<string, string | number>[]> {
  // Inside the repo so the bundles resolve the AWS SDK from node_modules, as the Lambda runtime provides
  // it (ESM imports ignore NODE_PATH).
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const outDir = mkdtempSync(join(ROOT, '.tmp', 'bench-'));
  const entries: [string, string, readonly string[]][] = [
    [FLOOR, join(ROOT, 'scripts/bench/floor-handler.ts'), []],
    ...allFunctions().map(([name, definition]): [string, string, readonly string[]] => [
      name,
      join(ROOT, 'functions', definition.entry),
      definition.lazyPackages ?? [],
    ]),
  ];
  const bundles = [];
  for (const [name, entry, lazy] of entries) {
    // Each function in its own directory, with its lazy packages in its own node_modules, as in its asset.
    const dir = join(outDir, name.replace(/[^\w-]/g, '_'));
    bundles.push({ name, ...(await bundle(entry, join(dir, 'index.mjs'), lazy)) });
  }
  // Round-robin, so that the load of this shared machine drifting during the run weighs on every bundle alike.
  const inits = new Map<string, number[]>(bundles.map((b) => [b.name, []]));
  const failures = new Map<string, string>();
  for (let run = 0; run < INIT_RUNS; run++) {
    for (const { name, outfile } of bundles) {
      const ms = initTime(outfile);
      if (typeof ms === 'number') inits.get(name)?.push(ms);
      else failures.set(name, ms);
    }
  }
  rmSync(outDir, { recursive: true, force: true });
  const median = (name: string) => summarise(inits.get(name) ?? []).median;
  const floor = median(FLOOR);
  return bundles.map(({ name, code, moduleScope }) => ({
    function: name,
    'raw kB': Math.round(code.length / 1024),
    'gzip kB': Math.round(gzipSync(code).length / 1024),
    [`init ms (median of ${INIT_RUNS})`]: failures.get(name) ?? Math.round(median(name)),
    'x floor': failures.has(name) ? '' : round(median(name) / floor, 2),
    'module scope: SDK clients; largest packages': moduleScope,
  }));
}

/** One bundle with CDK's esbuild options; its metafile says what the bundle loads when its module is imported. */
export async function bundle(
  entry: string,
  outfile: string,
  lazyPackages: readonly string[],
): Promise<{ outfile: string; code: Buffer; moduleScope: string }> {
  const lazy = [];
  for (const name of lazyPackages) {
    const target = lazyPackageBuild(name, dirname(outfile));
    await build({ ...LAZY_PACKAGE_OPTIONS, entryPoints: [target.entry], outfile: target.outfile, logLevel: 'silent' });
    writeFileSync(target.manifest, target.manifestText);
    for (const copy of target.copies) cpSync(copy.from, copy.to, { recursive: true });
    lazy.push(`${name} ${Math.round(statSync(target.outfile).size / 1024)} kB`);
  }
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile,
    external: ['@aws-sdk/*', ...lazyPackages],
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    logLevel: 'silent',
    nodePaths: [join(ROOT, 'node_modules')],
    metafile: true,
  });
  const output = Object.values(metafile.outputs)[0];
  const clients = (output?.imports ?? [])
    .filter((i) => i.external && i.kind === 'import-statement' && i.path.startsWith('@aws-sdk/client-'))
    .map((i) => i.path.replace('@aws-sdk/client-', ''));
  const packages = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? 'our code';
    packages.set(name, (packages.get(name) ?? 0) + bytesInOutput);
  }
  const largest = [...packages]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, bytes]) => `${name} ${Math.round(bytes / 1024)} kB`);
  return {
    outfile,
    code: readFileSync(outfile),
    moduleScope: `${[...new Set(clients)].join(', ') || '-'}; ${largest.join(', ')}${lazy.length > 0 ? `; on first use: ${lazy.join(', ')}` : ''}`,
  };
}

/** Imports the bundle in a new process with the repo's node_modules (for the AWS SDK, as the runtime has it). */
export function initTime(file: string): number | string {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'bench' },
    encoding: 'utf8',
  });
  const ms = Number(result.stdout.trim().split('\n').pop());
  return result.status === 0 && Number.isFinite(ms) ? ms : `failed: ${result.stderr.split('\n')[0]}`;
}

/** Gzip size of the SPA's JS and CSS: everything, and what the first route loads (index.html's own tags). */
export function measureSpa(): Record<string, string | number>[] {
  const dist = join(ROOT, 'web/dist');
  const assets = join(dist, 'assets');
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const size = (f: string) => ({
    raw: statSync(join(assets, f)).size,
    gzip: gzipSync(readFileSync(join(assets, f))).length,
  });
  const sum = (list: string[], kind: 'raw' | 'gzip') => Math.round(list.reduce((t, f) => t + size(f)[kind], 0) / 1024);
  const initial = files.filter((f) => index.includes(f));
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  return [
    {
      part: 'first route (index.html scripts + styles)',
      files: initial.length,
      'raw kB': sum(initial, 'raw'),
      'gzip kB': sum(initial, 'gzip'),
    },
    { part: 'all JS', files: js.length, 'raw kB': sum(js, 'raw'), 'gzip kB': sum(js, 'gzip') },
    { part: 'all CSS', files: css.length, 'raw kB': sum(css, 'raw'), 'gzip kB': sum(css, 'gzip') },
  ];
}
