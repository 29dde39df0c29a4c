import { readFileSync } from 'node:fs';
import {
  ACCESS,
  createMatcher,
  FAMILIES,
  ROLES,
  ROUTE_FAMILIES,
  ROUTES,
  type RouteDefinition,
} from '@shelfline/shared';
import { describe, expect, it } from 'vitest';

/** Rows of a TSV of `tests/fixtures` (the copied inventory by default), header row first. */
function readTsv(name: string, folder = 'inventory/'): string[][] {
  const text = readFileSync(new URL(`../fixtures/${folder}${name}`, import.meta.url), 'utf8');
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}

interface EndpointRow {
  method: string;
  path: string;
  family: string;
}

const rowOf = ([method = '', path = '', family = '']: string[]): EndpointRow => ({ method, path, family });
const [endpointHeader, ...endpointLines] = readTsv('endpoints.tsv');
/** The spec's inventory, copied as it is (344 calls and the 19 DECISIONS.md adds). */
const INVENTORY: EndpointRow[] = endpointLines.map(rowOf);
/**
 * Calls of ours that DECISIONS.md does not list yet, kept apart so the copy stays the spec's and each one stays
 * visible with its reason (docs/decisions.md#additions-beyond-the-spec).
 */
const [, ...pendingLines] = readTsv('additions-pending.tsv', '');
const PENDING: EndpointRow[] = pendingLines.map(rowOf);
const ENDPOINTS: EndpointRow[] = [...INVENTORY, ...PENDING];

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** The route's own path with a distinct sample value per parameter (one that needs percent-encoding). */
function samplePath(route: RouteDefinition): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = route.path.split('/').map((segment, i) => {
    if (!isParam(segment)) return segment;
    const value = `v${i} x/${i}`;
    params[segment.slice(1, -1)] = value;
    return encodeURIComponent(value);
  });
  return { path: segments.join('/'), params };
}

/** The same path with every literal segment re-cased (parameter values untouched). */
function recase(route: RouteDefinition, path: string, change: (s: string) => string): string {
  const pattern = route.path.split('/');
  return path
    .split('/')
    .map((segment, i) => (isParam(pattern[i] ?? '') ? segment : change(segment)))
    .join('/');
}

describe('inventory fixture', () => {
  it('is the endpoints.tsv of the spec (344 calls and the 19 of DECISIONS.md), and 3 additions of ours pending', () => {
    expect(endpointHeader?.slice(0, 3)).toEqual(['method', 'path', 'family']);
    expect(INVENTORY).toHaveLength(363);
    expect(PENDING.map((row) => `${row.method} ${row.path}`)).toEqual([
      'GET email/messages',
      'GET customerInvoicing/invoices/{id}/summary/pdf',
      'POST ats/failures/{id}/retry',
    ]);
  });

  it('names exactly the roles of the product', () => {
    const [rolesHeader] = readTsv('roles.tsv');
    expect(rolesHeader?.slice(1, 1 + ROLES.length)).toEqual([...ROLES]);
    const [webHeader] = readTsv('web_routes.tsv');
    expect(webHeader?.[0]).toBe('path');
  });
});

describe('route table', () => {
  const byKey = new Map(ROUTES.map((route) => [key(route), route]));

  it.each(ENDPOINTS.map((row) => [key(row), row] as const))('has %s', (_name, row) => {
    const route = byKey.get(key(row));
    expect(route, `${key(row)} is missing from ROUTES`).toBeDefined();
    expect(route?.method).toBe(row.method);
    expect(route?.path).toBe(row.path);
    expect(route?.family).toBe(row.family);
  });

  it('has no route that is not in endpoints.tsv or the pending additions', () => {
    const documented = new Set(ENDPOINTS.map(key));
    expect(ROUTES.map(key).filter((k) => !documented.has(k))).toEqual([]);
    expect(ROUTES).toHaveLength(ENDPOINTS.length);
  });

  it('has no duplicate method + path, even ignoring case', () => {
    const exact = ROUTES.map(key);
    expect(new Set(exact).size).toBe(exact.length);
    const folded = exact.map((k) => k.toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('gives every route an area of ACCESS, and public only to user/* and info', () => {
    for (const route of ROUTES) {
      if (route.access === 'public') {
        expect(route.family === 'user' || route.path === 'info', `${key(route)} is public`).toBe(true);
      } else {
        expect(Object.keys(ACCESS), `${key(route)} has unknown area ${route.access}`).toContain(route.access);
      }
    }
    expect(ROUTES.filter((r) => r.family === 'user').every((r) => r.access === 'public')).toBe(true);
  });

  it('keys each family by its family name and keeps route names unique per family', () => {
    for (const [family, routes] of Object.entries(ROUTE_FAMILIES)) {
      for (const [name, route] of Object.entries(routes as Record<string, RouteDefinition>)) {
        expect(route.family, `${family}.${name}`).toBe(family);
        expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      }
    }
    const names = ROUTES.map((route) => `${route.family}.${route.name}`);
    expect(new Set(names).size).toBe(names.length);
    expect([...FAMILIES].sort()).toEqual([...new Set(ENDPOINTS.map((row) => row.family))].sort());
  });

  it('names each route and keeps it the same object as in its family file', () => {
    for (const route of ROUTES) {
      const family = ROUTE_FAMILIES[route.family as keyof typeof ROUTE_FAMILIES] as Record<string, RouteDefinition>;
      expect(family[route.name]).toBe(route);
    }
    expect(ROUTE_FAMILIES.user.authenticate).toBe(ROUTES.find((r) => r.path === 'user/authenticate'));
  });

  it('keeps summaries to one short line', () => {
    for (const route of ROUTES) {
      expect(route.summary.trim(), key(route)).not.toBe('');
      expect(route.summary, key(route)).not.toMatch(/\n/);
      expect(route.summary.length, key(route)).toBeLessThanOrEqual(120);
    }
  });
});

describe('matcher over the route table', () => {
  const matcher = createMatcher(ROUTES);

  it.each(ROUTES.map((route) => [key(route), route] as const))('finds %s by its own path', (_name, route) => {
    const { path, params } = samplePath(route);
    for (const variant of [
      path,
      recase(route, path, (s) => s.toLowerCase()),
      recase(route, path, (s) => s.toUpperCase()),
    ]) {
      const found = matcher.match(route.method, variant);
      expect(found?.route, `${route.method} ${variant}`).toBe(route);
      expect(found?.params).toEqual(params);
    }
    expect(matcher.methodsFor(path)).toContain(route.method);
  });

  it('matches case-insensitively', () => {
    expect(matcher.match('GET', 'dashboard/notifications')?.route.path).toBe('Dashboard/Notifications');
    expect(matcher.match('GET', 'DASHBOARD/SCHEDULESUMMARY')?.route.path).toBe('dashboard/ScheduleSummary');
    expect(matcher.match('GET', 'schedule/reassignments')?.route.path).toBe('Schedule/reassignments');
    expect(matcher.match('get', 'employees/42/full')?.route.path).toBe('Employees/{id}/full');
  });

  it('lets literal segments win over parameters', () => {
    expect(matcher.match('PATCH', 'draftSchedules/details/batch')?.route.path).toBe('draftSchedules/details/batch');
    expect(matcher.match('PATCH', 'draftSchedules/details/removeWorkers')?.route.path).toBe(
      'draftSchedules/details/removeWorkers',
    );
    expect(matcher.match('PATCH', 'draftSchedules/details/17')).toMatchObject({
      route: { path: 'draftSchedules/details/{id}' },
      params: { id: '17' },
    });
    expect(matcher.match('GET', 'jobs/lookup')?.route.path).toBe('jobs/lookup');
    expect(matcher.match('GET', 'jobs/recent')?.route.path).toBe('jobs/recent');
    expect(matcher.match('GET', 'jobs/jobProducts')?.route.path).toBe('jobs/jobProducts');
    expect(matcher.match('GET', 'jobs/12')?.route.path).toBe('jobs/{id}');
    expect(matcher.match('GET', 'MiscCharges/rates')?.route.path).toBe('MiscCharges/rates');
    expect(matcher.match('GET', 'miscCharges/rates')?.route.path).toBe('MiscCharges/rates');
    expect(matcher.match('GET', 'miscCharges/5')?.route.path).toBe('miscCharges/{id}');
    expect(matcher.match('GET', 'suppliers/users/9')?.route.path).toBe('suppliers/users/{userId}');
    expect(matcher.match('GET', 'suppliers/9/users')?.route.path).toBe('suppliers/{id}/users');
    expect(matcher.match('GET', 'employees/search')?.route.path).toBe('employees/search');
    expect(matcher.match('GET', 'ats/criteria/projection')?.route.path).toBe('ats/criteria/projection');
    expect(matcher.match('DELETE', 'FileManagement/UME/folders/permissions/3')?.route.path).toBe(
      'FileManagement/UME/folders/permissions/{id}',
    );
    expect(matcher.match('DELETE', 'FileManagement/UME/folders/3/permissions')?.route.path).toBe(
      'FileManagement/UME/folders/{id}/permissions',
    );
  });

  it('tells the methods of a path and finds nothing for unknown calls', () => {
    expect(matcher.methodsFor('draftSchedules/4').sort()).toEqual(['DELETE', 'GET', 'PUT']);
    expect(matcher.match('GET', 'nothing/here')).toBeUndefined();
    expect(matcher.match('POST', 'info')).toBeUndefined();
    expect(matcher.methodsFor('nothing/here')).toEqual([]);
  });
});
