import { defineConfig } from 'vitest/config';

/** Demo data: unit tests of the generator, and (slow, needs Java) the load into the emulators. */
export default defineConfig({
  test: {
    include: ['scripts/demo/**/*.test.ts', 'tests/integration/demo-data.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
