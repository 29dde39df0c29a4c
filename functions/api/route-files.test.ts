import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One shape per family: a route file implements one route of the shared table and exports it under the route's
 * key in that table (`export const list = implement(storesRoutes.list, …)`), so a reader finds a route's code
 * from its key, and the family's handler lists its route files.
 */
const API = import.meta.dirname;
const routeFiles = readdirSync(API, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((family) =>
    readdirSync(join(API, family.name))
      .filter((name) => name.endsWith('.route.ts'))
      .map((name) => join(family.name, name)),
  );

describe('route files', () => {
  it('are found', () => {
    expect(routeFiles.length).toBeGreaterThan(150);
  });

  it.each(routeFiles)('%s implements one route, exported under its key', (file) => {
    const text = readFileSync(join(API, file), 'utf8');
    const routes = [...text.matchAll(/^export const (\w+) = implement\(\s*\w+\.(\w+)/gm)];
    expect(routes, 'one implement(...) export per route file').toHaveLength(1);
    const [, exported, key] = routes[0] ?? [];
    expect(exported).toBe(key);
  });
});
