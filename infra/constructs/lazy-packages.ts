import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { LAZY_PACKAGE_FILES } from './lazy-package-files.ts';

/*
 * Packages a function imports only on first use (`await import('exceljs')`), shipped beside its bundle instead of
 * inside it. esbuild writes one file per function (CDK gives it `--outfile`, so no code splitting): a dynamic import
 * of a bundled package is inlined, and Node parses all of it at every cold start (exceljs and its zip and XML
 * packages: ~1 MB, +60 ms of init for the schedule family, `npm run bench`). Left external, the import stays
 * dynamic; the package is bundled on its own into `node_modules/<name>/` of the function's asset, where Node
 * resolves it, so only the calls that write a workbook pay for it. No `npm install` at synth: one esbuild run.
 */

export interface LazyPackageBuild {
  /** The package's main module in the repo's node_modules. */
  entry: string;
  /** Where the single-file CommonJS build goes: `<asset>/node_modules/<name>/index.cjs`. */
  outfile: string;
  manifest: string;
  manifestText: string;
  /** Directories of the installed package the build cannot carry, copied beside it (lazy-package-files.ts). */
  copies: { from: string; to: string }[];
}

/** The esbuild options of a lazy package's build, shared by CDK's bundling and the bench. */
export const LAZY_PACKAGE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  minify: true,
} as const;

export function lazyPackageBuild(name: string, assetDir: string): LazyPackageBuild {
  const resolveFromFunctions = createRequire(join(REPO_ROOT, 'functions/package.json')).resolve;
  const dir = join(assetDir, 'node_modules', name);
  const entry = resolveFromFunctions(name);
  const files = LAZY_PACKAGE_FILES[name];
  return {
    entry,
    outfile: join(dir, 'index.cjs'),
    manifest: join(dir, 'package.json'),
    manifestText: JSON.stringify({ name, main: 'index.cjs', ...files?.manifest }),
    copies: (files?.copy ?? []).map(({ from, to }) => ({
      from: join(packageRoot(entry, name), from),
      to: join(dir, to),
    })),
  };
}

/** The installed package's directory, from its main module (its `exports` may not expose package.json). */
function packageRoot(entry: string, name: string): string {
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`${name} resolves to ${entry}, outside a node_modules/${name} directory`);
  return entry.slice(0, at + marker.length - 1);
}

/** The shell commands of CDK's `afterBundling` hook that build `packages` into the asset directory. */
export function lazyPackageCommands(packages: readonly string[], assetDir: string): string[] {
  const esbuild = join(REPO_ROOT, 'node_modules/.bin/esbuild');
  const { platform, format, target } = LAZY_PACKAGE_OPTIONS;
  return packages.flatMap((name) => {
    const build = lazyPackageBuild(name, assetDir);
    return [
      `"${esbuild}" "${build.entry}" --bundle --minify --platform=${platform} --format=${format} --target=${target} --log-level=warning --outfile="${build.outfile}"`,
      `echo '${build.manifestText}' > "${build.manifest}"`,
      ...build.copies.map(({ from, to }) => `mkdir -p "${to}" && cp -R "${from}/." "${to}/"`),
    ];
  });
}
