import { build } from 'esbuild';

/**
 * Bundles `entry` into `outfile` with ShelflineFunction's bundling options (infra/constructs/shelfline-function.ts):
 * one ESM file for Node 24, minified, a `require` for the CommonJS packages inside, the AWS SDK and `external` left out.
 */
export async function bundleAsShelflineFunction(entry: string, outfile: string, external: readonly string[] = []) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*', ...external],
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    logLevel: 'silent',
  });
}
