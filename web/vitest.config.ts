import { FRONTEND_VERSION } from '@shelfline/shared/version';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __FRONTEND_VERSION__: JSON.stringify(FRONTEND_VERSION) },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
