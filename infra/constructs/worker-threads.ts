import { basename, join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

/*
 * Worker threads a function starts from a file of its own (functions/domain/ats/resume/extract-thread.ts: résumé
 * parsers run there with a heap limit and a timeout). CDK bundles the handler into one file, so each thread entry is
 * bundled on its own, beside it, as `<name>.mjs`: the parent finds it with `new URL('./<name>.mjs', import.meta.url)`.
 * Same esbuild options as the handler (ESM with a `require` for the CommonJS packages inside).
 */

export const THREAD_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** `<asset>/<name>.mjs` for the thread entry `domain/…/<name>.ts` (relative to functions/). */
export const threadOutfile = (entry: string, assetDir: string) => join(assetDir, `${basename(entry, '.ts')}.mjs`);

export function workerThreadCommands(entries: readonly string[], assetDir: string): string[] {
  const esbuild = join(REPO_ROOT, 'node_modules/.bin/esbuild');
  return entries.map(
    (entry) =>
      `"${esbuild}" "${join(REPO_ROOT, 'functions', entry)}" --bundle --minify --platform=node --format=esm --target=node24 --main-fields=module,main --external:@aws-sdk/* --log-level=warning --banner:js="${THREAD_BANNER}" --outfile="${threadOutfile(entry, assetDir)}"`,
  );
}
