import { defineConfig } from 'vitest/config';

/**
 * One vitest run, five projects, in three groups: unit, contract and integration together, then infra
 * (CDK synthesis is CPU-heavy), then the browser tests. `npm test` (scripts/test.ts) starts the local stack first and passes
 * its URL and AWS endpoints in the environment; integration and e2e tests use them.
 */
export default defineConfig({
  test: {
    // vitest's default is one worker per core minus one: ONE on the 2-core CI machine, so every integration file
    // waited for the one before although most of their time is spent waiting on the local stack (another process).
    // Three at once: integration 157 s wall for 379 s of file time; files never share records (each creates its own, or reads
    // demo data it does not change). Infra and browser files still run one at a time (fileParallelism below).
    maxWorkers: 3,
    reporters: ['default', './tests/support/project-timings-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      { test: { name: 'contract', include: ['tests/contract/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Building the CDK app bundles every function: files share one module context so the app is
        // synthesised once per run (tests/infra/support/synth.ts).
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          pool: 'forks',
          isolate: false,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Browser tests run last, alone: on two cores, Chromium beside CDK synthesis and the emulators'
          // JVMs makes timings flaky.
          sequence: { groupOrder: 2 },
          // One retry for a browser test that timed out on a loaded 2-core machine; a test that fails
          // twice fails the run, and the retry shows in the report.
          retry: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
