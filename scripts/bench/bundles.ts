import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/**
 * Bundles each function as CDK does (esbuild, ESM, minified, AWS SDK left to the runtime) and measures
 * its size and its module init time in a fresh Node process (the cold-start cost our code adds).
 */
export async function measureBundles(): Promise<Record<string, string | number>[]> {
  // Inside the repo so the bundles resolve the AWS SDK from node_modules, as the Lambda runtime provides
  // it (ESM imports ignore NODE_PATH).
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const outDir = mkdtempSync(join(ROOT, '.tmp', 'bench-'));
  const rows: Record<string, string | number>[] = [];
  for (const [name, definition] of allFunctions()) {
    const outfile = join(outDir, `${name}.mjs`);
    await build({
      entryPoints: [join(ROOT, 'functions', definition.entry)],
      bundle: true,
      minify: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      outfile,
      external: ['@aws-sdk/*'],
      mainFields: ['module', 'main'],
      banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
      logLevel: 'silent',
      nodePaths: [join(ROOT, 'node_modules')],
    });
    const code = readFileSync(outfile);
    const inits = [1, 2, 3].map(() => initTime(outfile)).map(String);
    rows.push({
      function: name,
      'raw kB': Math.round(code.length / 1024),
      'gzip kB': Math.round(gzipSync(code).length / 1024),
      'init ms (median of 3)': inits.sort((a, b) => Number(a) - Number(b))[1] ?? '',
    });
  }
  rmSync(outDir, { recursive: true, force: true });
  return rows;
}

/** Imports the bundle in a new process with the repo's node_modules (for the AWS SDK, as the runtime has it). */
function initTime(file: string): number | string {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'bench' },
    encoding: 'utf8',
  });
  const ms = Number(result.stdout.trim().split('\n').pop());
  return result.status === 0 && Number.isFinite(ms) ? Math.round(ms) : `failed: ${result.stderr.split('\n')[0]}`;
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
