import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { sdkConfig } from '../../scripts/local/provision.ts';
import { api, signIn } from '../support/local-stack.ts';

const env = process.env as Record<string, string>;
const s3 = new S3Client({
  ...sdkConfig(env, 'AWS_ENDPOINT_URL_S3'),
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

interface LogFile {
  name: string;
  size: number;
  path: string;
  createdAt: string;
  modifiedAt: string;
}

let admin: string;
const run = Date.now();
const names = [0, 1, 2].map((i) => `export-test-${run}-${i}`);
const text = (i: number) => `${JSON.stringify({ level: 'info', message: `export ${i} done`, run })}\n`;

beforeAll(async () => {
  admin = (await signIn('admin')).token;
  for (const [i, name] of names.entries()) {
    await s3.send(
      new PutObjectCommand({
        Bucket: env.LOGS_BUCKET,
        Key: `logs/${name}.log`,
        Body: text(i),
        ContentType: 'text/plain',
      }),
    );
  }
  // Not log files: another extension, and an object below a sub-folder.
  await s3.send(new PutObjectCommand({ Bucket: env.LOGS_BUCKET, Key: `logs/export-test-${run}-x.txt`, Body: 'x' }));
  await s3.send(
    new PutObjectCommand({ Bucket: env.LOGS_BUCKET, Key: `logs/deep/export-test-${run}-y.log`, Body: 'y' }),
  );
});

describe('GET logs', () => {
  it('lists the log objects of the logs bucket, paged', async () => {
    const result = await api<Paged<LogFile>>('GET', `logs?search=export-test-${run}&pageSize=10`, { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.totalFilteredRecords).toBe(3);
    expect(result.body.items.map((f) => f.name).sort()).toEqual(names);
    const first = result.body.items.find((f) => f.name === names[0]);
    expect(first).toMatchObject({
      size: Buffer.byteLength(text(0)),
      path: `s3://${env.LOGS_BUCKET}/logs/${names[0]}.log`,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      modifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Without paging parameters: the spec's plain array (001 §7 `GET logs`), newest first.
    const plain = await api<LogFile[]>('GET', `logs?search=export-test-${run}`, { token: admin });
    expect(plain.status).toBe(200);
    expect(plain.body.map((f) => f.name).sort()).toEqual(names);

    const page2 = await api<Paged<LogFile>>(
      'GET',
      `logs?search=export-test-${run}&pageSize=10&pageNumber=2&sortBy=name`,
      { token: admin },
    );
    expect(page2.body.items).toEqual([]);
    const sorted = await api<Paged<LogFile>>(
      'GET',
      `logs?search=export-test-${run}&sortBy=name&sortDesc=true&pageNumber=1`,
      {
        token: admin,
      },
    );
    expect(sorted.body.items.map((f) => f.name)).toEqual([...names].reverse());
  });

  it('refuses page sizes other than 10, 20, 50, 100', async () => {
    const result = await api('GET', 'logs?pageSize=7', { token: admin });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { pageSize: [expect.any(String)] } });
  });

  it('is admin only', async () => {
    for (const code of ['am', 'sup', 'merch', 'crm', 'hr']) {
      const { token } = await signIn(code);
      expect((await api('GET', 'logs', { token })).status).toBe(403);
      expect((await api('GET', `logs/${names[0]}`, { token })).status).toBe(403);
    }
    expect((await api('GET', 'logs')).status).toBe(401);
  });
});

describe('GET logs/{id}', () => {
  it('returns the text of a log by name', async () => {
    const result = await api<LogFile & { text: string; truncated: boolean }>('GET', `logs/${names[1]}`, {
      token: admin,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      name: names[1],
      text: text(1),
      truncated: false,
      size: Buffer.byteLength(text(1)),
    });
  });

  /** 5 MB of numbered JSON lines: more than the 4 MB one answer carries, each line different. */
  const bigLog = () => {
    const lines: string[] = [];
    for (let i = 0, size = 0; size < 5 * 1024 * 1024; i++) {
      const line = `${JSON.stringify({ level: 'info', message: `line ${i}`, padding: 'x'.repeat(80) })}\n`;
      lines.push(line);
      size += line.length;
    }
    return lines.join('');
  };

  /** GET logs/{name} of a log over 4 MB: the end as text, and a link that downloads the whole file as {name}.log. */
  async function expectWholeDownload(name: string, whole: string) {
    const result = await api<LogFile & { text: string; truncated: boolean; downloadUrl?: string }>(
      'GET',
      `logs/${name}`,
      { token: admin },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ name, truncated: true, size: whole.length });
    expect(result.body.text.length).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(whole.endsWith(result.body.text)).toBe(true);
    expect(result.body.downloadUrl).toBeTruthy();
    const download = await fetch(result.body.downloadUrl as string);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`${name}.log`);
    const body = await download.text();
    expect(body.length).toBe(whole.length);
    expect(body === whole).toBe(true);
  }

  it('links the whole file of a log object over 4 MB (the text is its end)', async () => {
    const name = `big-object-${run}`;
    const whole = bigLog();
    await s3.send(new PutObjectCommand({ Bucket: env.LOGS_BUCKET, Key: `logs/${name}.log`, Body: whole }));
    await expectWholeDownload(name, whole);
  });

  it('links the whole file of a local log over 4 MB (uploaded to the exports bucket)', async () => {
    const name = `big-local-${run}`;
    const whole = bigLog();
    const path = join(env.LOCAL_LOG_DIR as string, `${name}.log`);
    writeFileSync(path, whole);
    try {
      await expectWholeDownload(name, whole);
    } finally {
      rmSync(path, { force: true });
    }
  });

  it('404s unknown names', async () => {
    const result = await api('GET', `logs/nothing-${run}`, { token: admin });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ errors: expect.any(String) });
  });

  it('refuses path traversal with 400', async () => {
    for (const path of [
      'logs/..%2F..%2Fetc%2Fpasswd',
      'logs/a..b',
      'logs/.hidden',
      'logs/deep%2Fexport',
      'logs/x%00y',
    ]) {
      const result = await api('GET', path, { token: admin });
      expect(result.status, path).toBe(400);
      expect(result.body, path).toMatchObject({ errors: { id: expect.arrayContaining([expect.any(String)]) } });
    }
  });
});

describe("the local runner's log directory (LOCAL_LOG_DIR, set by the test runners)", () => {
  it("lists today's JSON-lines file with the request lines and reads it", async () => {
    const dir = env.LOCAL_LOG_DIR as string;
    expect(dir, 'the test runner passes a log directory to the stack').toBeTruthy();
    writeFileSync(join(dir, 'notes.txt'), 'not a log');
    const today = `shelfline-${new Date().toISOString().slice(0, 10)}`;
    const listed = await api<Paged<LogFile>>('GET', `logs?search=${today}&pageNumber=1`, { token: admin });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ name: today, path: join(dir, `${today}.log`), size: expect.any(Number) }),
    ]);
    const all = await api<Paged<LogFile>>('GET', 'logs?pageSize=100', { token: admin });
    expect(all.body.items.some((f) => f.name === 'notes')).toBe(false);
    // Newest first by default: today's local file was written by the calls above.
    expect(all.body.items[0]?.name).toBe(today);

    const read = await api<LogFile & { text: string }>('GET', `logs/${today}`, { token: admin });
    expect(read.status).toBe(200);
    const lines = read.body.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.message === 'request' && line.path === 'logs')).toBe(true);
  });

  it('reads nothing outside the directory', async () => {
    const dir = env.LOCAL_LOG_DIR as string;
    writeFileSync(join(dir, '..', `outside-${run}.log`), 'secret');
    expect((await api('GET', `logs/outside-${run}`, { token: admin })).status).toBe(404);
  });
});
