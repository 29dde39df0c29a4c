import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtAuthorizer } from './jwt-authorizer.ts';

/** The local authorizer against a real JWKS endpoint, with tokens signed by a key of the test's own. */
describe('createJwtAuthorizer', () => {
  let server: Server;
  let issuer: string;
  let sign: (claims: Record<string, unknown>, expiresIn: string | number, audience?: string) => Promise<string>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/pool`;
    sign = (claims, expiresIn, audience = 'client-a') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject('user-1')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(expiresIn)
        .sign(privateKey);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes claims as API Gateway does: strings, lists flattened to "[a b]"', async () => {
    const authorize = createJwtAuthorizer({ issuer, audiences: ['client-a'] });
    const verdict = await authorize(`Bearer ${await sign({ role: ['admin', 'hr'], n: 5 }, '1h')}`);
    expect(verdict).toMatchObject({ ok: true, claims: { role: '[admin hr]', n: '5', sub: 'user-1' } });
  });

  it('says "the token has expired" for an expired token', async () => {
    const authorize = createJwtAuthorizer({ issuer, audiences: ['client-a'] });
    const expired = await sign({}, Math.floor(Date.now() / 1000) - 60);
    expect(await authorize(`Bearer ${expired}`)).toEqual({ ok: false, description: 'the token has expired' });
  });

  it('refuses other audiences, missing and garbage tokens', async () => {
    const authorize = createJwtAuthorizer({ issuer, audiences: ['client-a'] });
    expect(await authorize(`Bearer ${await sign({}, '1h', 'client-b')}`)).toMatchObject({ ok: false });
    expect(await authorize(undefined)).toEqual({ ok: false, description: 'the token is missing' });
    expect(await authorize('Bearer abc.def.ghi')).toEqual({ ok: false, description: 'the token is invalid' });
  });
});
