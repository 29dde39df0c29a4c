import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Tokens } from '@shelfline/shared/contracts/auth.contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type SignOutReason } from './api-client.ts';

/** A tiny API: `token-N` is valid only for the latest N; `user/refresh` behaves as `refreshMode` says. */
interface ServerState {
  validToken: string;
  refreshMode: 'ok' | 'unauthorized' | 'error' | 'drop' | 'same';
  refreshCalls: number;
  seen: { path: string; authorization: string | undefined; body: string }[];
}

const state: ServerState = { validToken: 'token-2', refreshMode: 'ok', refreshCalls: 0, seen: [] };
let server: Server;
let baseUrl: string;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += chunk;
  const path = req.url ?? '';
  state.seen.push({ path, authorization: req.headers.authorization, body });
  if (path === '/api/user/refresh') {
    state.refreshCalls++;
    if (state.refreshMode === 'drop') return req.socket.destroy();
    if (state.refreshMode === 'unauthorized') return json(res, 401, { errors: 'Refresh token is invalid.' });
    if (state.refreshMode === 'error') return json(res, 500, { errors: 'Boom' });
    if (state.refreshMode === 'same') return json(res, 200, { token: 'token-1', refreshToken: 'refresh-1' });
    const parsed = JSON.parse(body) as Tokens;
    if (parsed.refreshToken !== 'refresh-1') return json(res, 400, { errors: 'wrong refresh token' });
    return json(res, 200, { token: state.validToken, refreshToken: 'refresh-2' });
  }
  if (path === '/api/invalid') {
    return json(res, 401, { errors: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
  }
  if (path === '/api/validation') return json(res, 400, { errors: { name: ['Name is required.'] } });
  if (path === '/api/public') return json(res, 200, { ok: true });
  if (path === '/api/file-bytes') {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    return res.end('%PDF-1.4 bytes');
  }
  if (path === '/api/file-link') return json(res, 200, { fileName: 'big.pdf', url: 'http://s3/big.pdf' });
  if (req.headers.authorization !== `Bearer ${state.validToken}`) {
    return json(
      res,
      401,
      { message: 'Unauthorized' },
      { 'www-authenticate': 'Bearer error="invalid_token" error_description="the token has expired"' },
    );
  }
  return json(res, 200, { path, method: req.method, body: body ? JSON.parse(body) : null });
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function setup(initial: Tokens | undefined = { token: 'token-1', refreshToken: 'refresh-1' }) {
  let tokens: Tokens | undefined = initial;
  const signOuts: SignOutReason[] = [];
  const logs: string[] = [];
  const client = createApiClient({
    baseUrl,
    tokens: { get: () => tokens, set: (next) => (tokens = next) },
    onSignOut: (reason) => {
      signOuts.push(reason);
      tokens = undefined;
    },
    log: (message) => logs.push(message),
  });
  return { client, signOuts, logs, tokens: () => tokens };
}

beforeEach(() => {
  Object.assign(state, { validToken: 'token-2', refreshMode: 'ok', refreshCalls: 0, seen: [] });
});

describe('api client', () => {
  it('sends the bearer token and JSON body', async () => {
    state.validToken = 'token-1';
    const { client } = setup();
    await expect(client.post('things', { a: 1 })).resolves.toEqual({
      path: '/api/things',
      method: 'POST',
      body: { a: 1 },
    });
    expect(state.seen[0]?.authorization).toBe('Bearer token-1');
    expect(state.refreshCalls).toBe(0);
  });

  it('sends no token on calls made without auth', async () => {
    const { client } = setup();
    await client.get('public', { auth: false });
    expect(state.seen[0]?.authorization).toBeUndefined();
  });

  it('refreshes an expired token once, stores the new tokens and retries the original call', async () => {
    const { client, tokens, signOuts } = setup();
    await expect(client.get('things')).resolves.toMatchObject({ path: '/api/things' });
    expect(state.refreshCalls).toBe(1);
    expect(JSON.parse(state.seen[1]?.body ?? '{}')).toEqual({ token: 'token-1', refreshToken: 'refresh-1' });
    expect(state.seen[2]?.authorization).toBe('Bearer token-2');
    expect(tokens()).toEqual({ token: 'token-2', refreshToken: 'refresh-2' });
    expect(signOuts).toEqual([]);
  });

  it('shares one refresh between concurrent calls', async () => {
    const { client } = setup();
    const results = await Promise.all([client.get('a'), client.get('b'), client.get('c')]);
    expect(results).toHaveLength(3);
    expect(state.refreshCalls).toBe(1);
  });

  it('does not refresh a 401 that is not an expired token', async () => {
    const { client } = setup();
    await expect(client.get('invalid')).rejects.toMatchObject({ status: 401, messages: ['Unauthorized'] });
    expect(state.refreshCalls).toBe(0);
  });

  it('refreshes at most once per call, even when the retry is refused again', async () => {
    state.refreshMode = 'same';
    const { client } = setup();
    await expect(client.get('things')).rejects.toBeInstanceOf(ApiError);
    expect(state.refreshCalls).toBe(1);
    expect(state.seen.map((s) => s.path)).toEqual(['/api/things', '/api/user/refresh', '/api/things']);
  });

  it('signs out towards /login when the refresh call itself answers 401', async () => {
    state.refreshMode = 'unauthorized';
    const { client, signOuts, logs, tokens } = setup();
    await expect(client.get('things')).rejects.toMatchObject({ status: 401 });
    expect(signOuts).toEqual(['refresh-unauthorized']);
    expect(logs).toEqual(['Token refresh refused']);
    expect(tokens()).toBeUndefined();
  });

  it.each(['error', 'drop'] as const)('logs a failed refresh (%s) and signs out', async (mode) => {
    state.refreshMode = mode;
    const { client, signOuts, logs } = setup();
    await expect(client.get('things')).rejects.toMatchObject({ status: 401 });
    expect(signOuts).toEqual(['refresh-failed']);
    expect(logs).toEqual(['Token refresh failed']);
  });

  it('reads the messages of an error body', async () => {
    const { client } = setup();
    await expect(client.get('validation')).rejects.toMatchObject({ status: 400, messages: ['Name is required.'] });
  });

  it('answers a file as a Blob, and a link to a large file as its JSON', async () => {
    const { client } = setup();
    const bytes = await client.request('GET', 'file-bytes', { auth: false, file: true });
    expect(bytes).toBeInstanceOf(Blob);
    expect(await (bytes as Blob).text()).toBe('%PDF-1.4 bytes');
    const link = await client.request('GET', 'file-link', { auth: false, file: true });
    expect(link).toEqual({ fileName: 'big.pdf', url: 'http://s3/big.pdf' });
  });
});
