import { browserStorage } from '../../lib/storage.ts';
import { createSessionStore, useSessionOf } from './session-store.ts';

/** The app's one session store. */
export const sessionStore = createSessionStore(browserStorage(), window);

export const useSession = () => useSessionOf(sessionStore);
