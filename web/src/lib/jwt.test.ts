import { describe, expect, it } from 'vitest';
import { makeJwt } from './jwt.fixture.ts';
import { decodeJwt, isExpired } from './jwt.ts';

describe('decodeJwt', () => {
  it('reads the claims of a token', () => {
    const token = makeJwt({ role: ['admin', 'hr'], given_name: 'Zoë', family_name: 'Ng', unique_name: 'zng', exp: 10 });
    expect(decodeJwt(token)).toEqual({
      role: ['admin', 'hr'],
      given_name: 'Zoë',
      family_name: 'Ng',
      unique_name: 'zng',
      exp: 10,
    });
  });

  it('keeps a single role as a string', () => {
    expect(decodeJwt(makeJwt({ role: 'customer', exp: 1 }))?.role).toBe('customer');
  });

  it('decodes base64url payloads that need padding and carry - and _', () => {
    const token = makeJwt({ unique_name: '??>>~~', exp: 1 });
    expect(decodeJwt(token)?.unique_name).toBe('??>>~~');
  });

  it.each([
    ['', 'empty'],
    ['abc', 'no payload'],
    ['a.!!!.c', 'not base64'],
    [`a.${Buffer.from('not json').toString('base64url')}.c`, 'not JSON'],
    [makeJwt({ role: 'admin' }), 'no exp'],
  ])('returns undefined for %s (%s)', (token) => {
    expect(decodeJwt(token)).toBeUndefined();
  });
});

describe('isExpired', () => {
  it('is expired at and after exp', () => {
    expect(isExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(true);
    expect(isExpired({ exp: 100 }, 100_001)).toBe(true);
  });
});
