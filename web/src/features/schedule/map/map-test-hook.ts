import type { Map as MapLibreMap } from 'maplibre-gl';

/*
 * Browser tests ask the map what it drew (queryRenderedFeatures): a WebGL canvas has no DOM to look at. The map is put
 * on `window.__shelflineMap` only when the page was opened with `window.__shelflineTestHooks = true` set before the
 * app ran (tests/e2e/support/map.ts does it with an init script), so a user's page exposes nothing new.
 */

declare global {
  interface Window {
    __shelflineTestHooks?: boolean;
    __shelflineMap?: MapLibreMap;
  }
}

export function exposeForTests(map: MapLibreMap): () => void {
  if (window.__shelflineTestHooks !== true) return () => {};
  window.__shelflineMap = map;
  return () => {
    if (window.__shelflineMap === map) delete window.__shelflineMap;
  };
}
