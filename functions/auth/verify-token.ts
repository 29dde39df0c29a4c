import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify } from 'jose';
import { cognitoIssuer } from '../common/env.ts';
import { UnauthorizedError } from '../common/http-errors.ts';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
let jwksIssuer: string | undefined;

function keySet(issuer: string) {
  if (!jwks || jwksIssuer !== issuer) {
    jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    jwksIssuer = issuer;
  }
  return jwks;
}

/**
 * Verifies a token's signature and issuer but not its expiry: `user/refresh` is called precisely when
 * the token has expired, and must still trust whose token it is before checking that person is active.
 * Expiry is checked "as of" the token's own issue time.
 */
export async function verifyIgnoringExpiry(token: string): Promise<JWTPayload> {
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw new UnauthorizedError({ token: ['The token is not a valid JWT.'] });
  }
  const issuedAt = typeof unverified.iat === 'number' ? new Date(unverified.iat * 1000) : new Date();
  try {
    const issuer = cognitoIssuer();
    const { payload } = await jwtVerify(token, keySet(issuer), { issuer, currentDate: issuedAt });
    return payload;
  } catch {
    throw new UnauthorizedError({ token: ['The token could not be verified.'] });
  }
}
