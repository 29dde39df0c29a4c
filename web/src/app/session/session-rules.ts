import type { SessionClaims, Tokens } from '@shelfline/shared/contracts/auth.contract';
import { normalizeRoles, type Role } from '@shelfline/shared/roles';
import { PUBLIC_PATHS } from '@shelfline/shared/web-routes';
import { decodeJwt, isExpired } from '../../lib/jwt.ts';

/** The signed-in user as the SPA sees it: tokens plus what it reads from the token (000 §3.1). */
export interface Session {
  tokens: Tokens;
  claims: SessionClaims;
  roles: Role[];
  displayName: string;
}

export function sessionFromTokens(tokens: Tokens | undefined): Session | undefined {
  const claims = tokens && decodeJwt(tokens.token);
  if (!tokens || !claims) return undefined;
  return { tokens, claims, roles: normalizeRoles(claims.role), displayName: displayNameOf(claims) };
}

/** "family_name given_name", or else unique_name (000 §2.3). */
export function displayNameOf(claims: Pick<SessionClaims, 'family_name' | 'given_name' | 'unique_name'>): string {
  const full = [claims.family_name, claims.given_name].filter((part) => part?.trim()).join(' ');
  return full || claims.unique_name || '';
}

export interface StartupPlan {
  /** The stored tokens are unreadable or expired: clear them (000 §4.7). */
  signOut: boolean;
  /** Store this version (first visit or a new build). */
  storeVersion?: string;
  /** A different build was stored: reload once so no stale chunk is used. */
  reload: boolean;
}

/**
 * What to do when the SPA starts (000 §4.7). A first visit (nothing stored) stores the version without
 * reloading; a stored version that differs reloads once, after storing the new one so it cannot loop.
 */
export function planStartup(input: {
  tokens: Tokens | undefined;
  storedVersion: string | null;
  currentVersion: string;
  nowMs: number;
}): StartupPlan {
  const claims = input.tokens && decodeJwt(input.tokens.token);
  const signOut = input.tokens !== undefined && (!claims || isExpired(claims, input.nowMs));
  if (input.storedVersion === input.currentVersion) return { signOut, reload: false };
  return { signOut, storeVersion: input.currentVersion, reload: input.storedVersion !== null };
}

/** A user whose only role is customer (customers land on /summary, 000 §2.1). */
export function isCustomerOnly(roles: readonly Role[]): boolean {
  return roles.length > 0 && roles.every((role) => role === 'customer');
}

export function defaultDestination(roles: readonly Role[]): string {
  return isCustomerOnly(roles) ? '/summary' : '/dashboard';
}

const publicPaths = new Set<string>(PUBLIC_PATHS.map((path) => path.toLowerCase()));

/**
 * Where to go after signing in: back to the page that sent the user to sign in, when that is a path of
 * this app and not a public page; else the default destination (000 §2.1). Anything that is not a
 * same-origin path (`//evil.example`, `https://...`) is ignored.
 */
export function destinationAfterLogin(from: unknown, roles: readonly Role[]): string {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    const pathname = from.split(/[?#]/)[0] ?? '';
    if (!publicPaths.has(pathname.toLowerCase())) return from;
  }
  return defaultDestination(roles);
}
