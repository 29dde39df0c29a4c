import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export type Claims = Record<string, string>;

export type AuthorizerResult = { ok: true; claims: Claims } | { ok: false; description: string };

/**
 * Verifies bearer tokens the way API Gateway's HTTP API JWT authorizer does: signature against the
 * issuer's JWKS, `iss`, `exp`/`nbf`, and `aud` (or `client_id`) among the configured audiences. Claims
 * reach the handler as strings, arrays flattened to `"[a b]"`, exactly as API Gateway passes them, so
 * handlers that work here work behind API Gateway.
 */
export function createJwtAuthorizer(options: { issuer: string; audiences: readonly string[] }) {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));

  return async function authorize(authorization: string | undefined): Promise<AuthorizerResult> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) return { ok: false, description: 'the token is missing' };
    try {
      const { payload } = await jwtVerify(match[1], jwks, { issuer: options.issuer });
      const audience = [payload.aud ?? [], payload.client_id ?? []].flat().map(String);
      if (!audience.some((a) => options.audiences.includes(a)))
        return { ok: false, description: 'the token has an invalid audience' };
      return { ok: true, claims: flattenClaims(payload as Record<string, unknown>) };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, description: 'the token has expired' };
      return { ok: false, description: 'the token is invalid' };
    }
  };
}

function flattenClaims(payload: Record<string, unknown>): Claims {
  const claims: Claims = {};
  for (const [key, value] of Object.entries(payload)) {
    claims[key] = Array.isArray(value)
      ? `[${value.join(' ')}]`
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return claims;
}
