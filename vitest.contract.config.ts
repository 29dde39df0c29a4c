import { defineConfig } from 'vitest/config';

/** The route-table and OpenAPI contract tests plus the shared unit tests: `npx vitest run -c vitest.contract.config.ts`. */
export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['tests/contract/**/*.test.ts', 'shared/src/**/*.test.ts'],
  },
});
