import type { Tokens } from '@shelfline/shared/contracts/auth.contract';

/** The keys the SPA keeps in local storage (000 §3.1, §4.7). */
export const STORAGE_KEYS = { token: 'token', refreshToken: 'refreshToken', appVersion: 'appVersion' } as const;

/** The part of `Storage` we use, so tests can pass a plain map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readTokens(storage: KeyValueStorage): Tokens | undefined {
  const token = storage.getItem(STORAGE_KEYS.token);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  return token && refreshToken ? { token, refreshToken } : undefined;
}

export function writeTokens(storage: KeyValueStorage, tokens: Tokens): void {
  storage.setItem(STORAGE_KEYS.token, tokens.token);
  storage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function clearTokens(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.refreshToken);
}

export function readAppVersion(storage: KeyValueStorage): string | null {
  return storage.getItem(STORAGE_KEYS.appVersion);
}

export function writeAppVersion(storage: KeyValueStorage, version: string): void {
  storage.setItem(STORAGE_KEYS.appVersion, version);
}

/**
 * The JSON value kept under `key`, or undefined when it is absent, not JSON or the storage refuses to be read: a
 * reader validates what it gets (its zod schema), and saved state never breaks a screen.
 */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Keeps `value` as JSON under `key`; a full or refused storage only loses the saved copy, never the screen. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the state still lives in the URL.
  }
}

/** An in-memory storage, for tests and for browsers that refuse local storage (private modes). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** The browser's local storage, or memory when it is unavailable. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(STORAGE_KEYS.token);
    return storage;
  } catch {
    return memoryStorage();
  }
}
