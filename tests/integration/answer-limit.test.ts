import { randomBytes } from 'node:crypto';
import { defineRoute } from '@shelfline/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createApiHandler, implement, respond } from '../../functions/common/api-handler.ts';

/*
 * The net under every answer (functions/common/answer-limit.ts), through the handler factory against the local S3:
 * a file answer over 4 MB arrives as a link to the same bytes, an answer over Lambda's 6 MB is refused with a reason.
 */
const routes = {
  file: defineRoute({ method: 'GET', path: 'big/file', access: 'public', summary: 'a file' }),
  json: defineRoute({ method: 'GET', path: 'big/json', access: 'public', summary: 'a big JSON answer' }),
};
const fileBytes = randomBytes(5 * 1024 * 1024);
const handler = createApiHandler({
  routes: Object.values(routes),
  implementations: [
    implement(routes.file, async () =>
      respond(200, fileBytes, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="plan.pdf"; filename*=UTF-8''plan%20%C3%A9t%C3%A9.pdf`,
      }),
    ),
    // Random text does not compress: 7 MB of it stays over the limit even gzip-compressed.
    implement(routes.json, async () => ({ rows: randomBytes(5 * 1024 * 1024).toString('base64') })),
  ],
});

async function call(path: string, acceptEncoding?: string) {
  const event = {
    rawPath: `/api/${path}`,
    rawQueryString: '',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'GET' } },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  return (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
}

describe('answers too large for Lambda', () => {
  it('answers a file over 4 MB as a link to it in the exports bucket, under its own name', async () => {
    const result = await call('big/file');
    expect(result.statusCode).toBe(200);
    const answer = JSON.parse(result.body ?? '') as { fileName: string; url: string; expiresAt: string };
    expect(answer.fileName).toBe('plan été.pdf');
    const download = await fetch(answer.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(fileBytes)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses an answer still over 6 MB after compression with 413 and the reason', async () => {
    const result = await call('big/json', 'gzip');
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(result.body ?? '').errors).toMatch(/more than the API can return \(6 MB\): narrow the request/);
  });
});
