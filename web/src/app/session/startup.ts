import { browserStorage, readAppVersion, readTokens, writeAppVersion } from '../../lib/storage.ts';
import { FRONTEND_VERSION } from '../../lib/version.ts';
import { sessionStore } from './session.ts';
import { planStartup } from './session-rules.ts';

/**
 * Applies the start-up rules of 000 §4.7: an expired stored token signs the user out (the route guard
 * then sends them to /, remembering where they were); a different stored app version is replaced and
 * the page reloads once. Returns false when the page is reloading and nothing should render.
 */
export function startSession(): boolean {
  const storage = browserStorage();
  const plan = planStartup({
    tokens: readTokens(storage),
    storedVersion: readAppVersion(storage),
    currentVersion: FRONTEND_VERSION,
    nowMs: Date.now(),
  });
  if (plan.storeVersion) writeAppVersion(storage, plan.storeVersion);
  if (plan.signOut) sessionStore.signOut();
  if (!plan.reload) return true;
  window.location.reload();
  return false;
}
