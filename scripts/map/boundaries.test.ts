import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { FeatureCollection, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { buildBoundaries } from './boundaries.ts';
import { BOUNDARIES_FILE } from './build-boundaries.ts';

const committed = readFileSync(BOUNDARIES_FILE, 'utf8');

type Line = readonly Position[];

function linesOf(collection: FeatureCollection, kind: string): Line[] {
  return collection.features
    .filter((f) => f.properties?.kind === kind)
    .flatMap((f) => (f.geometry.type === 'MultiLineString' ? f.geometry.coordinates : []));
}

/** Where the lines cross a parallel (latitude) or a meridian (longitude): the other coordinate of each crossing. */
function crossings(lines: readonly Line[], axis: 0 | 1, at: number): number[] {
  const other = axis === 0 ? 1 : 0;
  const found: number[] = [];
  for (const line of lines)
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1] ?? [];
      const b = line[i] ?? [];
      const [a0 = 0, b0 = 0] = [a[axis], b[axis]];
      if ((a0 - at) * (b0 - at) > 0 || a0 === b0) continue;
      const t = (at - a0) / (b0 - a0);
      found.push((a[other] ?? 0) + t * ((b[other] ?? 0) - (a[other] ?? 0)));
    }
  return found;
}

const near = (values: number[], target: number, tolerance: number) =>
  values.some((v) => Math.abs(v - target) <= tolerance);

describe('offline map base layer', () => {
  it('is what `npm run map:boundaries` writes from the pinned package (regenerate after changing either)', () => {
    expect(committed).toBe(JSON.stringify(buildBoundaries()));
  });

  it('stays small: the map screen fetches it on every first visit', () => {
    expect(gzipSync(committed).length).toBeLessThan(100 * 1024);
  });

  it('holds land, lakes, country borders and the provincial borders of Canada and the US', () => {
    const collection = JSON.parse(committed) as FeatureCollection;
    const kinds = new Set(collection.features.map((f) => f.properties?.kind));
    expect([...kinds].sort()).toEqual(['country', 'lake', 'land', 'province']);
    const provinces = linesOf(collection, 'province');
    // At 55° N the Manitoba–Saskatchewan border lies near 101.9° W; at 39° N Colorado's west border at 109.05° W.
    expect(near(crossings(provinces, 1, 55), -101.9, 0.3)).toBe(true);
    expect(near(crossings(provinces, 1, 39), -109.05, 0.1)).toBe(true);
    // The Canada–US border follows the 49th parallel across the prairies: a country border, not a provincial one.
    expect(near(crossings(linesOf(collection, 'country'), 0, -105), 49, 0.05)).toBe(true);
    expect(near(crossings(provinces, 0, -105), 49, 0.05)).toBe(false);
  });
});
