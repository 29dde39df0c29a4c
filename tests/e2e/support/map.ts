import type { BrowserContext, Page } from 'playwright-core';

/**
 * The Map View puts its MapLibre map on `window.__shelflineMap` only when `window.__shelflineTestHooks` is true before
 * the app runs (web/src/features/schedule/map/map-test-hook.ts): call this on the context before opening the page.
 */
export async function enableMapTestHook(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (globalThis as unknown as { __shelflineTestHooks: boolean }).__shelflineTestHooks = true;
  });
}

/** A drawn feature: its layer and `id` property, and where it is on the page (points: their centre). */
export interface RenderedFeature {
  layer: string;
  id?: number;
  /** A cluster's number of points. */
  count?: number;
  /** Page coordinates (CSS px) of a point feature, for clicking it. */
  x?: number;
  y?: number;
}

/**
 * What the map has drawn in the given layers right now (`queryRenderedFeatures`): what a person sees on the canvas,
 * after the worker parsed the sources and the GPU drew them. Empty until the map exists and has rendered.
 */
export async function renderedFeatures(page: Page, layers: readonly string[]): Promise<RenderedFeature[]> {
  return page.evaluate((wanted) => {
    interface HookMap {
      getLayer(id: string): unknown;
      loaded(): boolean;
      getContainer(): { getBoundingClientRect(): { left: number; top: number } };
      project(lngLat: [number, number]): { x: number; y: number };
      queryRenderedFeatures(options: { layers: string[] }): {
        layer: { id: string };
        properties: Record<string, unknown>;
        geometry: { type: string; coordinates: unknown };
      }[];
    }
    const map = (globalThis as unknown as { __shelflineMap?: HookMap }).__shelflineMap;
    const present = map ? wanted.filter((id) => map.getLayer(id)) : [];
    if (!map || present.length === 0) return [];
    const box = map.getContainer().getBoundingClientRect();
    return map.queryRenderedFeatures({ layers: present }).map((feature) => {
      const { id, point_count: count } = feature.properties;
      const point =
        feature.geometry.type === 'Point' ? map.project(feature.geometry.coordinates as [number, number]) : undefined;
      return {
        layer: feature.layer.id,
        ...(typeof id === 'number' ? { id } : {}),
        ...(typeof count === 'number' ? { count } : {}),
        ...(point ? { x: box.left + point.x, y: box.top + point.y } : {}),
      };
    });
  }, layers);
}

/** The base layer's features drawn (offline style): land, lakes, country and province borders. */
export const BASE_LAYERS = ['land', 'lakes', 'province-borders', 'country-borders'] as const;
/** The Map View's own layers (map-layers.ts). */
export const MAP_LAYERS = {
  links: 'store-employee-links',
  stores: 'stores',
  storeClusters: 'store-clusters',
  employees: 'employees',
  employeeClusters: 'employee-clusters',
} as const;

/** Moves the map to a place at a zoom (no animation) and waits until it has drawn it. */
export async function centreOn(page: Page, longitude: number, latitude: number, zoom: number): Promise<void> {
  await page.evaluate(
    ([lng, lat, z]) =>
      new Promise<void>((resolve) => {
        const map = (
          globalThis as unknown as {
            __shelflineMap: { jumpTo(o: object): void; once(e: string, f: () => void): void };
          }
        ).__shelflineMap;
        map.once('idle', () => resolve());
        map.jumpTo({ center: [lng, lat], zoom: z });
      }),
    [longitude, latitude, zoom] as const,
  );
}
