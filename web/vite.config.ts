import { FRONTEND_VERSION } from '@shelfline/shared/version';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/**
 * Writes the front-end version (000 §9) into index.html, so a deployed build can be identified without
 * running it. The code itself imports the same constant from `@shelfline/shared/version`.
 */
function injectVersion(): Plugin {
  return {
    name: 'shelfline-version',
    transformIndexHtml: (html) => html.replaceAll('%FRONTEND_VERSION%', FRONTEND_VERSION),
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), injectVersion()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // MapLibre's worker (web/src/features/schedule/map/maplibre-loader.ts, `?worker&url`) is an ES module and MapLibre
  // starts it as a module worker: bundle it as one.
  worker: { format: 'es' },
});
