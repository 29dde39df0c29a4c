import { defineRoute } from '@shelfline/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApiHandler, implement, respond } from './api-handler.ts';
import { ConflictError } from './http-errors.ts';

const routes = {
  open: defineRoute({ method: 'GET', path: 'things/open', access: 'public', summary: 'public' }),
  get: defineRoute({
    method: 'GET',
    path: 'things/{id}',
    access: 'masterFilesAdmin',
    summary: 'get',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ tag: z.array(z.string()).or(z.string()).optional() }),
  }),
  create: defineRoute({
    method: 'POST',
    path: 'things',
    access: 'masterFilesAdmin',
    summary: 'create',
    body: z.object({ name: z.string().min(1, 'Name is required.') }),
  }),
  later: defineRoute({ method: 'DELETE', path: 'things/{id}', access: 'masterFilesAdmin', summary: 'later' }),
  conflict: defineRoute({ method: 'PUT', path: 'things/{id}', access: 'anyRole', summary: 'conflict' }),
  crash: defineRoute({ method: 'POST', path: 'things/crash', access: 'public', summary: 'crash' }),
  upload: defineRoute({
    method: 'POST',
    path: 'things/{id}/pictures',
    access: 'anyRole',
    summary: 'upload',
    body: z.object({ caption: z.string().min(1, 'Caption is required.') }),
    upload: { field: 'files', maxFiles: 2, maxFileBytes: 1024, maxTotalBytes: 2048, types: ['image/png'] },
  }),
};

const handler = createApiHandler({
  routes: Object.values(routes),
  implementations: [
    implement(routes.open, async () => ({ ok: true })),
    implement(routes.get, async ({ params, query, auth }) => ({ id: params.id, tag: query.tag, user: auth.username })),
    implement(routes.create, async ({ body }) => respond(201, { name: body.name })),
    implement(routes.conflict, async () => {
      throw new ConflictError(
        { code: ['Code is already used.'] },
        { cause: new Error('ConditionalCheckFailed on CODE#x') },
      );
    }),
    implement(routes.upload, async ({ body, files }) => ({
      caption: body.caption,
      files: files.map((f) => [f.fileName, f.contentType, f.bytes.length]),
    })),
    implement(routes.crash, async () => {
      throw new Error('secret internal detail');
    }),
  ],
});

function event(
  method: string,
  path: string,
  options: { query?: string; body?: string; role?: string; multipart?: Buffer } = {},
) {
  return {
    rawPath: `/api/${path}`,
    rawQueryString: options.query ?? '',
    body: options.multipart ? options.multipart.toString('base64') : options.body,
    isBase64Encoded: options.multipart !== undefined,
    headers: options.multipart ? { 'content-type': 'multipart/form-data; boundary=b0' } : {},
    requestContext: {
      requestId: 'req-1',
      http: { method },
      authorizer: options.role
        ? { jwt: { claims: { sub: 's1', 'cognito:username': 'u1', role: options.role } } }
        : undefined,
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

async function call(method: string, path: string, options: Parameters<typeof event>[2] = {}) {
  const result = (await handler(event(method, path, options), {} as Context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body || 'null') };
}

describe('createApiHandler', () => {
  it('serves a public route without a token', async () => {
    expect(await call('GET', 'things/open')).toEqual({ status: 200, body: { ok: true } });
  });

  it('prefers literal segments and matches case-insensitively', async () => {
    expect((await call('GET', 'THINGS/OPEN')).status).toBe(200);
  });

  it('parses params and repeated query keys, and passes the caller', async () => {
    const result = await call('GET', 'things/7', { query: 'tag=a&tag=b', role: 'admin' });
    expect(result).toEqual({ status: 200, body: { id: 7, tag: ['a', 'b'], user: 'u1' } });
  });

  it('answers 401 without a token, 403 for a role outside the area', async () => {
    expect((await call('GET', 'things/7')).status).toBe(401);
    const forbidden = await call('GET', 'things/7', { role: 'merchandiser' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors).toBeTruthy();
  });

  it('reads roles in API Gateway\'s "[a b]" form', async () => {
    expect((await call('GET', 'things/7', { role: '[merchandiser admin]' })).status).toBe(200);
  });

  it('answers 400 with field messages for bad params and bodies', async () => {
    const badParam = await call('GET', 'things/abc', { role: 'admin' });
    expect(badParam.status).toBe(400);
    expect(Object.keys(badParam.body.errors)).toEqual(['id']);
    const badBody = await call('POST', 'things', { role: 'admin', body: '{"name":""}' });
    expect(badBody).toMatchObject({ status: 400, body: { errors: { name: ['Name is required.'] } } });
    const noBody = await call('POST', 'things', { role: 'admin' });
    expect(noBody.status).toBe(400);
  });

  it('hands an upload route its files and validates its text fields', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10)]);
    const part = (name: string, value: Buffer, fileName?: string) =>
      Buffer.concat([
        Buffer.from(
          `--b0\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n\r\n`,
        ),
        value,
        Buffer.from('\r\n'),
      ]);
    const body = (caption: string) =>
      Buffer.concat([
        part('caption', Buffer.from(caption)),
        part('files', png, 'shelf.png'),
        Buffer.from('--b0--\r\n'),
      ]);
    const ok = await call('POST', 'things/3/pictures', { role: 'admin', multipart: body('Aisle 4') });
    expect(ok).toEqual({ status: 200, body: { caption: 'Aisle 4', files: [['shelf.png', 'image/png', 18]] } });
    const noCaption = await call('POST', 'things/3/pictures', { role: 'admin', multipart: body('') });
    expect(noCaption).toMatchObject({ status: 400, body: { errors: { caption: ['Caption is required.'] } } });
    const json = await call('POST', 'things/3/pictures', { role: 'admin', body: '{"caption":"x"}' });
    expect(json.status).toBe(400);
  });

  it('returns the status a route chooses', async () => {
    expect(await call('POST', 'things', { role: 'admin', body: '{"name":"x"}' })).toEqual({
      status: 201,
      body: { name: 'x' },
    });
  });

  it('answers 501 for a declared route without implementation, after the role check', async () => {
    expect((await call('DELETE', 'things/7', { role: 'merchandiser' })).status).toBe(403);
    const later = await call('DELETE', 'things/7', { role: 'admin' });
    expect(later.status).toBe(501);
    expect(later.body.errors).toContain('DELETE things/{id}');
  });

  it('maps typed errors and hides unexpected ones behind the request id', async () => {
    const conflict = await call('PUT', 'things/7', { role: 'hr' });
    expect(conflict).toMatchObject({ status: 409, body: { errors: { code: ['Code is already used.'] } } });
    // The cause is for the logs, never for the caller.
    expect(JSON.stringify(conflict.body)).not.toContain('ConditionalCheckFailed');
    const crash = await call('POST', 'things/crash');
    expect(crash.status).toBe(500);
    expect(JSON.stringify(crash.body)).not.toContain('secret internal detail');
    expect(crash.body.errors).toContain('req-1');
  });

  it('answers 404 for unknown paths and 405 for known paths with another method', async () => {
    expect((await call('GET', 'nothing/here')).status).toBe(404);
    expect((await call('PATCH', 'things/7', { role: 'admin' })).status).toBe(405);
  });
});
