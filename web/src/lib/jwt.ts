import { type SessionClaims, SessionClaimsSchema } from '@shelfline/shared/contracts/auth.contract';

/**
 * Reads the claims of a JWT without verifying it: the API verifies every call, the SPA only needs the
 * name, roles and expiry to draw the screen (000 §3.1). Returns undefined for anything that is not a
 * well-formed token with the claims of `SessionClaimsSchema`.
 */
export function decodeJwt(token: string): SessionClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const parsed = SessionClaimsSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token's `exp` (seconds since the epoch) is at or before `nowMs`. */
export function isExpired(claims: Pick<SessionClaims, 'exp'>, nowMs: number): boolean {
  return claims.exp * 1000 <= nowMs;
}

function base64UrlDecode(text: string): string {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
