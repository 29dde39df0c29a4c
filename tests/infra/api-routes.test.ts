import { defineRoute, ROUTES } from '@shelfline/shared';
import { describe, expect, it } from 'vitest';
import { apiRouteKeys } from '../../infra/constructs/api-routes.ts';

const route = (method: 'GET' | 'POST', path: string, access: 'public' | 'staff' = 'staff') =>
  defineRoute({ method, path, access, summary: path });

describe('apiRouteKeys', () => {
  it('keeps the spec spelling and adds the lower-case alias of literal segments only', () => {
    const keys = apiRouteKeys([route('POST', 'Schedule/reassignments/{reassignmentId}/act')]);
    expect(keys.map((k) => `${k.method} ${k.path}`)).toEqual([
      'POST /api/Schedule/reassignments/{reassignmentId}/act',
      'POST /api/schedule/reassignments/{reassignmentId}/act',
    ]);
    expect(keys[1]).toMatchObject({ alias: true, isPublic: false });
  });

  it('adds no alias for a path that is already lower case', () => {
    expect(apiRouteKeys([route('GET', 'user/refresh')])).toHaveLength(1);
  });

  it('skips an alias that would collide with another route, even through parameter names', () => {
    const keys = apiRouteKeys([route('GET', 'Jobs/{id}'), route('GET', 'jobs/{jobId}'), route('POST', 'Jobs/{id}')]);
    expect(keys.map((k) => `${k.method} ${k.path}`)).toEqual([
      'GET /api/Jobs/{id}',
      'GET /api/jobs/{jobId}',
      'POST /api/Jobs/{id}',
      'POST /api/jobs/{id}',
    ]);
  });

  it('keeps public access on aliases', () => {
    const keys = apiRouteKeys([route('POST', 'user/authenticateCustomer', 'public')]);
    expect(keys.every((k) => k.isPublic)).toBe(true);
  });

  it('yields unique route keys for the whole route table', () => {
    const keys = apiRouteKeys(ROUTES).map((k) => `${k.method} ${k.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
