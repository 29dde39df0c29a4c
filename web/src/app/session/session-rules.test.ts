import { describe, expect, it } from 'vitest';
import { makeJwt } from '../../lib/jwt.fixture.ts';
import {
  defaultDestination,
  destinationAfterLogin,
  displayNameOf,
  planStartup,
  sessionFromTokens,
} from './session-rules.ts';

const NOW = Date.UTC(2026, 0, 1);
const tokensWith = (claims: Record<string, unknown>) => ({ token: makeJwt(claims), refreshToken: 'r' });
const valid = tokensWith({ role: 'admin', exp: NOW / 1000 + 60 });
const expired = tokensWith({ role: 'admin', exp: NOW / 1000 - 1 });

describe('sessionFromTokens', () => {
  it('normalises roles and names the user', () => {
    const session = sessionFromTokens(
      tokensWith({ role: '[Admin hr]', family_name: 'Ng', given_name: 'Ada', unique_name: 'ang', exp: 1 }),
    );
    expect(session?.roles).toEqual(['admin', 'hr']);
    expect(session?.displayName).toBe('Ng Ada');
  });

  it('is undefined without tokens or with an unreadable token', () => {
    expect(sessionFromTokens(undefined)).toBeUndefined();
    expect(sessionFromTokens({ token: 'garbage', refreshToken: 'r' })).toBeUndefined();
  });
});

describe('displayNameOf', () => {
  it('prefers "family given", then unique_name', () => {
    expect(displayNameOf({ family_name: 'Ng', given_name: 'Ada', unique_name: 'u' })).toBe('Ng Ada');
    expect(displayNameOf({ given_name: 'Ada', unique_name: 'u' })).toBe('Ada');
    expect(displayNameOf({ family_name: ' ', unique_name: 'u' })).toBe('u');
    expect(displayNameOf({})).toBe('');
  });
});

describe('planStartup', () => {
  const base = { storedVersion: '6.0.11', currentVersion: '6.0.11', nowMs: NOW };

  it('keeps a valid session of the same build', () => {
    expect(planStartup({ ...base, tokens: valid })).toEqual({ signOut: false, reload: false });
  });

  it('signs out an expired or unreadable token', () => {
    expect(planStartup({ ...base, tokens: expired }).signOut).toBe(true);
    expect(planStartup({ ...base, tokens: { token: 'x', refreshToken: 'y' } }).signOut).toBe(true);
    expect(planStartup({ ...base, tokens: undefined }).signOut).toBe(false);
  });

  it('stores a new build version and reloads once', () => {
    expect(planStartup({ ...base, storedVersion: '6.0.10', tokens: valid })).toEqual({
      signOut: false,
      storeVersion: '6.0.11',
      reload: true,
    });
  });

  it('stores the version on a first visit without reloading', () => {
    expect(planStartup({ ...base, storedVersion: null, tokens: undefined })).toEqual({
      signOut: false,
      storeVersion: '6.0.11',
      reload: false,
    });
  });
});

describe('destinations', () => {
  it('sends customers to /summary and everyone else to /dashboard', () => {
    expect(defaultDestination(['customer'])).toBe('/summary');
    expect(defaultDestination(['merchandiser'])).toBe('/dashboard');
    expect(defaultDestination(['customer', 'crmUser'])).toBe('/dashboard');
    expect(defaultDestination([])).toBe('/dashboard');
  });

  it('goes back to the remembered page after login', () => {
    expect(destinationAfterLogin('/workers?page=2', ['admin'])).toBe('/workers?page=2');
    expect(destinationAfterLogin('/summary', ['customer'])).toBe('/summary');
  });

  it('ignores public pages, other origins and junk', () => {
    for (const from of [
      '/',
      '/login',
      '/LoginCustomer',
      '/permission-error',
      '//evil.example',
      'https://x',
      42,
      null,
    ]) {
      expect(destinationAfterLogin(from, ['admin'])).toBe('/dashboard');
    }
    expect(destinationAfterLogin(undefined, ['customer'])).toBe('/summary');
  });
});
