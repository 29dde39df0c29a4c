import type { Tokens } from '@shelfline/shared/contracts/auth.contract';
import { useSyncExternalStore } from 'react';
import { clearTokens, type KeyValueStorage, readTokens, STORAGE_KEYS, writeTokens } from '../../lib/storage.ts';
import { type Session, sessionFromTokens } from './session-rules.ts';

export interface SessionStore {
  get(): Session | undefined;
  tokens(): Tokens | undefined;
  signIn(tokens: Tokens): void;
  /** Replaces the tokens after a refresh, keeping the user signed in. */
  update(tokens: Tokens): void;
  signOut(): void;
  subscribe(listener: () => void): () => void;
}

/** The session, kept in local storage (000 §3.1) and shared with other tabs through `storage` events. */
export function createSessionStore(storage: KeyValueStorage, events?: Pick<Window, 'addEventListener'>): SessionStore {
  let session = sessionFromTokens(readTokens(storage));
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const reload = () => {
    session = sessionFromTokens(readTokens(storage));
    emit();
  };
  events?.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.refreshToken) reload();
  });
  const store = (tokens: Tokens) => {
    writeTokens(storage, tokens);
    reload();
  };
  return {
    get: () => session,
    tokens: () => session?.tokens,
    signIn: store,
    update: store,
    signOut: () => {
      clearTokens(storage);
      reload();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSessionOf(store: SessionStore): Session | undefined {
  return useSyncExternalStore(store.subscribe, store.get);
}
