import type { StyleSpecification } from 'maplibre-gl';
// The offline base layer (scripts/map/build-boundaries.ts): a hashed asset fetched by the map's worker when the offline
// style loads, so neither the page's chunk nor any other screen carries it.
import boundariesUrl from './boundaries.geo.json?url';

/*
 * Map styles (000 §2.8, docs/decisions.md#maps). In the cloud each of the spec's style names maps onto an Amazon Location
 * Service (Maps v2) style, authorised by the API key the build embeds in the page (VITE_LOCATION_API_KEY, in the
 * region VITE_LOCATION_REGION). Without a key (locally, offline, in tests) the map uses a light style shipped with the
 * product: land, large lakes, country borders and the provinces and states of Canada and the US (Natural Earth, public
 * domain), under the stores, merchandisers and join lines (map-layers.ts).
 */

export const MAP_STYLES = [
  'road',
  'satellite',
  'roadShadedRelief',
  'grayscaleDark',
  'grayscaleLight',
  'night',
  'highContrastDark',
] as const;
export type MapStyleName = (typeof MAP_STYLES)[number];

interface LocationStyle {
  style: 'Standard' | 'Monochrome' | 'Hybrid' | 'Satellite';
  colorScheme?: 'Light' | 'Dark';
  terrain?: 'Hillshade';
}

/** The spec's names on Amazon Location's styles (GetStyleDescriptor: style, color-scheme, terrain). */
export const LOCATION_STYLES: Record<MapStyleName, LocationStyle> = {
  road: { style: 'Standard', colorScheme: 'Light' },
  satellite: { style: 'Satellite' },
  roadShadedRelief: { style: 'Standard', colorScheme: 'Light', terrain: 'Hillshade' },
  grayscaleDark: { style: 'Monochrome', colorScheme: 'Dark' },
  grayscaleLight: { style: 'Monochrome', colorScheme: 'Light' },
  night: { style: 'Standard', colorScheme: 'Dark' },
  highContrastDark: { style: 'Hybrid' },
};

export interface MapConfig {
  apiKey?: string;
  region: string;
}

/** The map settings the build embeds in the page (empty key: offline). */
export function mapConfig(): MapConfig {
  const env = import.meta.env as Record<string, string | undefined>;
  const apiKey = env.VITE_LOCATION_API_KEY?.trim();
  return { region: env.VITE_LOCATION_REGION?.trim() || 'ca-central-1', ...(apiKey ? { apiKey } : {}) };
}

export const BOUNDARIES_SOURCE = 'boundaries';
const WATER = '#dbe7f0';
const LAND = '#f7f6f2';

/**
 * The offline style: the base layer of boundaries.geo.json (features tagged land, lake, country, province). `page` is
 * the page's address: the worker fetches the data, so it gets an absolute URL rather than one relative to its script.
 */
export const offlineStyle = (page: string = location.href): StyleSpecification => ({
  version: 8,
  sources: {
    [BOUNDARIES_SOURCE]: { type: 'geojson', data: new URL(boundariesUrl, page).href },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': WATER } },
    {
      id: 'land',
      type: 'fill',
      source: BOUNDARIES_SOURCE,
      filter: ['==', ['get', 'kind'], 'land'],
      paint: { 'fill-color': LAND },
    },
    {
      id: 'lakes',
      type: 'fill',
      source: BOUNDARIES_SOURCE,
      filter: ['==', ['get', 'kind'], 'lake'],
      paint: { 'fill-color': WATER },
    },
    {
      id: 'province-borders',
      type: 'line',
      source: BOUNDARIES_SOURCE,
      filter: ['==', ['get', 'kind'], 'province'],
      paint: { 'line-color': '#a9b4c2', 'line-width': 0.8, 'line-dasharray': [3, 2] },
    },
    {
      id: 'country-borders',
      type: 'line',
      source: BOUNDARIES_SOURCE,
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'line-color': '#7d8998', 'line-width': 1.2 },
    },
  ],
});

/** The style of a map: Amazon Location's descriptor URL with the key, or the offline style. */
export function styleOf(name: MapStyleName, config: MapConfig, page?: string): string | StyleSpecification {
  if (!config.apiKey) return offlineStyle(page);
  const { style, colorScheme, terrain } = LOCATION_STYLES[name];
  const params = new URLSearchParams({ key: config.apiKey });
  if (colorScheme) params.set('color-scheme', colorScheme);
  if (terrain) params.set('terrain', terrain);
  return `https://maps.geo.${config.region}.amazonaws.com/v2/styles/${style}/descriptor?${params}`;
}
