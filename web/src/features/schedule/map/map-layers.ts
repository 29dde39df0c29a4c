import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { employeePoints, linkLines, storePoints } from './map-features.ts';

/*
 * The stores, merchandisers and their join lines as GeoJSON sources and layers: drawn by the GPU, so a month of a
 * thousand stores is one layer rather than a thousand DOM markers. Points cluster when zoomed out (a circle sized by
 * its count); no text, because the offline style has no glyphs. A style change drops every source and layer: the map
 * calls `showRows` again on `style.load`.
 */

export const SOURCES = { stores: 'stores', employees: 'employees', links: 'store-employee-links' } as const;
export const LAYERS = {
  links: 'store-employee-links',
  storeClusters: 'store-clusters',
  stores: 'stores',
  employeeClusters: 'employee-clusters',
  employees: 'employees',
} as const;

const COLOURS = { stores: '#0972d3', employees: '#ec7211', links: '#5f6b7a' };
/** Past this zoom every point is drawn on its own (the map fits results up to zoom 11). */
const CLUSTER_MAX_ZOOM = 9;
const CLUSTER_RADIUS = 40;

function upsert(map: MapLibreMap, id: string, data: FeatureCollection, cluster: boolean): boolean {
  const source = map.getSource(id) as GeoJSONSource | undefined;
  if (source) {
    source.setData(data);
    return false;
  }
  map.addSource(id, {
    type: 'geojson',
    data,
    ...(cluster ? { cluster: true, clusterMaxZoom: CLUSTER_MAX_ZOOM, clusterRadius: CLUSTER_RADIUS } : {}),
  });
  return true;
}

function addPointLayers(map: MapLibreMap, source: string, clusters: string, points: string, colour: string): void {
  map.addLayer({
    id: clusters,
    type: 'circle',
    source,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': colour,
      'circle-opacity': 0.75,
      'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 100, 22],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: points,
    type: 'circle',
    source,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': colour,
      'circle-radius': 7,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

/** Puts the rows on the map: creates the sources and layers on a fresh style, else replaces their data. */
export function showRows(map: MapLibreMap, rows: readonly MapRow[]): void {
  if (upsert(map, SOURCES.links, linkLines(rows), false)) {
    map.addLayer({
      id: LAYERS.links,
      type: 'line',
      source: SOURCES.links,
      paint: { 'line-color': COLOURS.links, 'line-width': 2, 'line-opacity': 0.8 },
    });
  }
  if (upsert(map, SOURCES.stores, storePoints(rows), true))
    addPointLayers(map, SOURCES.stores, LAYERS.storeClusters, LAYERS.stores, COLOURS.stores);
  if (upsert(map, SOURCES.employees, employeePoints(rows), true))
    addPointLayers(map, SOURCES.employees, LAYERS.employeeClusters, LAYERS.employees, COLOURS.employees);
}
