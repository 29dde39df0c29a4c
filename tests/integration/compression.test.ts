import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrl, tokensOf } from '../support/local-stack.ts';

/* Big answers travel gzip-compressed to callers that accept it (functions/common/compress.ts), through the runner. */

let admin: string;
beforeAll(async () => {
  [admin] = await tokensOf('admin');
});

/** The raw answer (node:http, which does not decompress): status, headers and the bytes as sent. */
function raw(path: string, acceptEncoding: string | undefined) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${admin}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = request(`${stackUrl()}/api/${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  // Every store of the demo's first province: far above the 32 kB threshold.
  const bigList = 'stores?provinceId=1&includeInactive=true';

  it('gzips a big list for a caller that accepts gzip, reading back the same JSON', async () => {
    const plain = await raw(bigList, undefined);
    const zipped = await raw(bigList, 'gzip, deflate');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(32 * 1024);
    expect(zipped.status).toBe(200);
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('sends a small answer as it is', async () => {
    const small = await raw('info', 'gzip');
    expect(small.status).toBe(200);
    expect(small.encoding).toBeUndefined();
  });
});
