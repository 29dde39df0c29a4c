import { FRONTEND_VERSION } from '@shelfline/shared/version';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  base: '/',
  plugins: [react()],
  // The build's version is the shared contract's: the SPA compares it with the stored one at start (000 §4.7).
  define: { __FRONTEND_VERSION__: JSON.stringify(FRONTEND_VERSION) },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
