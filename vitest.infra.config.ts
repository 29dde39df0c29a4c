import { defineConfig } from 'vitest/config';

/**
 * CDK assertions and cdk-nag: `npx vitest run -c vitest.infra.config.ts`.
 *
 * Building the app bundles every function with esbuild, so all files share one module context
 * (`isolate: false`, one file at a time) and `tests/infra/support/synth.ts` synthesises once per run.
 */
export default defineConfig({
  test: {
    name: 'infra',
    include: ['tests/infra/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
