import type { StyleSpecification } from 'maplibre-gl';

/*
 * Map styles (000 §2.8, DECISIONS.md Maps). In the cloud each of the spec's style names maps onto an Amazon Location
 * Service (Maps v2) style, authorised by the API key the build embeds in the page (VITE_LOCATION_API_KEY, in the
 * region VITE_LOCATION_REGION). Without a key (locally, offline, in tests) the map uses a plain style that needs no
 * network: a background only, on which the markers and join lines are drawn.
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

/** The plain style of the offline map: a background layer only, no sources, nothing fetched. */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e6eef5' } }],
};

/** The style of a map: Amazon Location's descriptor URL with the key, or the offline style. */
export function styleOf(name: MapStyleName, config: MapConfig): string | StyleSpecification {
  if (!config.apiKey) return OFFLINE_STYLE;
  const { style, colorScheme, terrain } = LOCATION_STYLES[name];
  const params = new URLSearchParams({ key: config.apiKey });
  if (colorScheme) params.set('color-scheme', colorScheme);
  if (terrain) params.set('terrain', terrain);
  return `https://maps.geo.${config.region}.amazonaws.com/v2/styles/${style}/descriptor?${params}`;
}
