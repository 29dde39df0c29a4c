import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deleteObject, downloadLink, putObject, uploadStream } from '../../functions/common/aws/s3-objects.ts';
import { env } from '../../functions/common/env.ts';

/* The S3 helpers on the configured client, against the local S3: what a download link serves, and a delete. */
describe('S3 objects', () => {
  const bucket = env.bucket('filesBucket');

  it('puts an object and hands out a link that downloads it under the chosen name', async () => {
    const key = `tests/${randomUUID()}/report.txt`;
    await putObject({ bucket, key, body: 'hello shelves', contentType: 'text/plain' });
    const link = await downloadLink({
      bucket,
      key,
      fileName: 'Rapport été.txt',
      contentType: 'text/plain',
      expiresIn: 60,
    });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(50_000);
    const response = await fetch(link.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello shelves');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.txt`);
  });

  it('streams an object in parts and deletes it (a deleted object is no longer served)', async () => {
    const key = `tests/${randomUUID()}/big.csv`;
    const line = 'store,job,hours\n';
    const upload = await uploadStream({
      bucket,
      key,
      body: Readable.from([line.repeat(200_000)]),
      contentType: 'text/csv',
    });
    await upload.done();
    const link = await downloadLink({ bucket, key, fileName: 'big.csv', contentType: 'text/csv' });
    expect((await (await fetch(link.url)).text()).length).toBe(line.length * 200_000);
    await deleteObject({ bucket, key });
    expect((await fetch(link.url)).status).toBe(404);
    // Deleting what is gone is not an error.
    await deleteObject({ bucket, key });
  });
});
