import { describe, expect, it } from 'vitest';
import { createMatcher } from './match.ts';
import { defineRoute } from './route.ts';

const routes = [
  defineRoute({ method: 'GET', path: 'things/{id}', access: 'anyRole', summary: 'One thing' }),
  defineRoute({ method: 'PUT', path: 'things/{id}', access: 'anyRole', summary: 'Update a thing' }),
  defineRoute({ method: 'DELETE', path: 'things/{id}', access: 'anyRole', summary: 'Delete a thing' }),
  defineRoute({ method: 'GET', path: 'Things/lookup', access: 'anyRole', summary: 'Look things up' }),
  defineRoute({ method: 'GET', path: 'things/{id}/parts/{partId}', access: 'anyRole', summary: 'One part' }),
  defineRoute({ method: 'POST', path: 'things/{id}/parts', access: 'anyRole', summary: 'Add a part' }),
  defineRoute({ method: 'GET', path: 'files/{name}', access: 'anyRole', summary: 'A file' }),
  defineRoute({ method: 'GET', path: 'info', access: 'public', summary: 'Version' }),
];
const matcher = createMatcher(routes);

describe('createMatcher', () => {
  it('matches method and path, returning the route object and its parameters', () => {
    const found = matcher.match('GET', 'things/7/parts/9');
    expect(found?.route).toBe(routes[4]);
    expect(found?.params).toEqual({ id: '7', partId: '9' });
    expect(matcher.match('GET', 'info')).toEqual({ route: routes[7], params: {} });
  });

  it('accepts any case for the method and the literal segments, and keeps parameter values as sent', () => {
    expect(matcher.match('put', 'THINGS/AbC')).toEqual({ route: routes[1], params: { id: 'AbC' } });
    expect(matcher.match('GET', 'things/lookup')?.route).toBe(routes[3]);
    expect(matcher.match('GET', 'THINGS/LOOKUP')?.route).toBe(routes[3]);
    expect(matcher.match('GET', 'INFO')?.route).toBe(routes[7]);
  });

  it('prefers literal segments over parameters, whatever the declaration order', () => {
    expect(matcher.match('GET', 'things/lookup')?.params).toEqual({});
    const reversed = createMatcher([...routes].reverse());
    expect(reversed.match('GET', 'Things/Lookup')?.route).toBe(routes[3]);
    expect(reversed.match('GET', 'things/other')?.route).toBe(routes[0]);
  });

  it('decodes percent-encoded parameters', () => {
    expect(matcher.match('GET', 'files/a%20b%2Fc.txt')?.params).toEqual({ name: 'a b/c.txt' });
    expect(matcher.match('GET', 'files/caf%C3%A9')?.params).toEqual({ name: 'café' });
    expect(matcher.match('GET', 'files/100%25')?.params).toEqual({ name: '100%' });
  });

  it('does not match a parameter with bad percent-encoding', () => {
    expect(matcher.match('GET', 'files/%E0%A4%A')).toBeUndefined();
    expect(matcher.match('GET', 'files/%')).toBeUndefined();
    expect(matcher.match('GET', 'things/%ZZ/parts/1')).toBeUndefined();
  });

  it('ignores the query string and extra slashes', () => {
    expect(matcher.match('GET', 'things/5?include=all')?.params).toEqual({ id: '5' });
    expect(matcher.match('GET', '/things/5/')?.params).toEqual({ id: '5' });
    expect(matcher.match('GET', 'things//5')?.params).toEqual({ id: '5' });
  });

  it('needs the same number of segments and the same method', () => {
    expect(matcher.match('GET', 'things')).toBeUndefined();
    expect(matcher.match('GET', 'things/1/parts')).toBeUndefined();
    expect(matcher.match('GET', 'things/1/parts/2/more')).toBeUndefined();
    expect(matcher.match('POST', 'things/1')).toBeUndefined();
    expect(matcher.match('GET', 'nothing')).toBeUndefined();
    expect(matcher.match('GET', '')).toBeUndefined();
  });

  it('lists the methods a path allows', () => {
    expect(matcher.methodsFor('things/1').sort()).toEqual(['DELETE', 'GET', 'PUT']);
    expect(matcher.methodsFor('/THINGS/1/parts')).toEqual(['POST']);
    expect(matcher.methodsFor('things/lookup')).toContain('GET');
    expect(matcher.methodsFor('nothing/here')).toEqual([]);
    expect(matcher.methodsFor('files/%E0%A4%A')).toEqual([]);
  });

  it('matches nothing over an empty table', () => {
    const empty = createMatcher([]);
    expect(empty.match('GET', 'info')).toBeUndefined();
    expect(empty.methodsFor('info')).toEqual([]);
  });
});
