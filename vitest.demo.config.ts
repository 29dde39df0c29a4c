import { defineConfig } from 'vitest/config';

/**
 * The demo data alone: `npx vitest run -c vitest.demo.config.ts`. Unit tests of the generator, and the load into
 * the emulators (needs Java for DynamoDB Local).
 */
export default defineConfig({
  test: {
    include: ['scripts/demo/**/*.test.ts', 'tests/integration/demo-data.test.ts'],
    // The emulators start child processes and install signal handlers: a forked worker, not a thread.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
