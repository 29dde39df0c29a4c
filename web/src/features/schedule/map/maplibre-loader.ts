// `?worker&url`: Vite bundles MapLibre's worker as a file of its own in the build's assets and gives its URL. MapLibre 6
// otherwise looks for `maplibre-gl-worker.mjs` beside its own module, a file no bundle has ("Worker failed to load").
// The worker is same-origin, loaded as a module worker: CSP `worker-src 'self'` (infra web stack, local runner).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

export type MapLibre = typeof import('maplibre-gl');

let loading: Promise<MapLibre> | undefined;

/** Loads MapLibre (and its CSS) on first use only, pointed at its bundled worker: the page's own chunk stays small. */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(([lib]) => {
    lib.setWorkerUrl(workerUrl);
    return lib;
  });
  return loading;
}
