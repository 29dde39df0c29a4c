import { defineConfig } from 'vitest/config';

/** Runs the emulator integration test alone: `npx vitest run -c vitest.emulators.config.ts`. */
export default defineConfig({
  test: {
    include: ['tests/integration/emulators.test.ts'],
    // Child processes and process-level signal handlers: a forked worker, not a thread.
    pool: 'forks',
    // The JVM takes 3-8 s to boot on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
