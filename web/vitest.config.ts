import { defineConfig } from 'vitest/config';

/** `npx vitest` inside web/; the root config runs the same files in its `unit` project. */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
