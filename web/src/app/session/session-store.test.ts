import { describe, expect, it } from 'vitest';
import { makeJwt } from '../../lib/jwt.fixture.ts';
import { memoryStorage, readTokens } from '../../lib/storage.ts';
import { createSessionStore } from './session-store.ts';

const tokens = (role: string) => ({
  token: makeJwt({ role, unique_name: role, exp: 4_000_000_000 }),
  refreshToken: 'r',
});

/** A stand-in for `window`: records the storage listener so a test can fire another tab's change. */
function fakeWindow() {
  let listener: ((event: { key: string | null }) => void) | undefined;
  return {
    addEventListener: (_type: string, handler: (event: { key: string | null }) => void) => {
      listener = handler;
    },
    fire: (key: string | null) => listener?.({ key }),
  };
}

describe('session store', () => {
  it('starts from the stored tokens', () => {
    const storage = memoryStorage();
    storage.setItem('token', tokens('hr').token);
    storage.setItem('refreshToken', 'r');
    expect(createSessionStore(storage).get()?.roles).toEqual(['hr']);
  });

  it('signs in, updates and signs out, telling subscribers each time', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    let changes = 0;
    store.subscribe(() => changes++);

    store.signIn(tokens('admin'));
    expect(store.get()?.roles).toEqual(['admin']);
    expect(readTokens(storage)).toEqual(tokens('admin'));

    store.update(tokens('supervisor'));
    expect(store.tokens()).toEqual(tokens('supervisor'));

    store.signOut();
    expect(store.get()).toBeUndefined();
    expect(readTokens(storage)).toBeUndefined();
    expect(changes).toBe(3);
  });

  it('follows a sign-out made in another tab', () => {
    const storage = memoryStorage();
    const events = fakeWindow();
    const store = createSessionStore(storage, events as unknown as Pick<Window, 'addEventListener'>);
    store.signIn(tokens('admin'));
    storage.removeItem('token');
    events.fire('token');
    expect(store.get()).toBeUndefined();
  });
});
