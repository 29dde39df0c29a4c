import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LOG_NAME_PATTERN, type LogFile } from '@shelfline/shared/contracts/log.contract';
import { isAwsError } from '../common/aws/lazy-client.ts';
import { s3 } from '../common/aws/s3.ts';
import { downloadLink, uploadStream } from '../common/aws/s3-objects.ts';
import { env } from '../common/env.ts';

/**
 * The product's log files, wherever they are written: the local runner's directory (`LOCAL_LOG_DIR`, JSON-lines
 * files `shelfline-YYYY-MM-DD.log`) and the logs bucket (`LOGS_BUCKET`, objects directly under `logs/`, e.g. the
 * export jobs' logs). A log is named by its file name without `.log`; a local file wins over an object of the
 * same name.
 */
export const LOGS_PREFIX = 'logs/';
const EXTENSION = '.log';
/** Lambda answers at most 6 MB: a larger log is returned by its end, with a link to the whole file (`downloadUrl`). */
export const MAX_LOG_TEXT_BYTES = 4 * 1024 * 1024;

export interface LogText extends LogFile {
  text: string;
  truncated: boolean;
  downloadUrl?: string;
}

const TEXT_TYPE = 'text/plain; charset=utf-8';

const localDir = () => process.env.LOCAL_LOG_DIR || undefined;
const logsBucket = () => process.env.LOGS_BUCKET || undefined;

const isLogFile = (fileName: string) =>
  fileName.endsWith(EXTENSION) && LOG_NAME_PATTERN.test(fileName.slice(0, -EXTENSION.length));

export async function listLogFiles(): Promise<LogFile[]> {
  const [local, remote] = await Promise.all([listLocal(), listBucket()]);
  const byName = new Map<string, LogFile>();
  for (const file of [...remote, ...local]) byName.set(file.name, file);
  return [...byName.values()];
}

/** The log's text, or undefined when no log has that name. `name` must match LOG_NAME_PATTERN (checked by the route). */
export async function readLogFile(name: string): Promise<LogText | undefined> {
  if (!LOG_NAME_PATTERN.test(name) || name.includes('..')) return undefined;
  return (await readLocal(name)) ?? (await readBucket(name));
}

async function listLocal(): Promise<LogFile[]> {
  const dir = localDir();
  if (!dir) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile() && isLogFile(entry.name));
  return Promise.all(
    files.map(async (entry) => {
      const path = resolve(dir, entry.name);
      const info = await stat(path);
      return {
        name: entry.name.slice(0, -EXTENSION.length),
        size: info.size,
        path,
        createdAt: info.birthtime.toISOString(),
        modifiedAt: info.mtime.toISOString(),
      };
    }),
  );
}

async function listBucket(): Promise<LogFile[]> {
  const bucket = logsBucket();
  if (!bucket) return [];
  const files: LogFile[] = [];
  const { sdk, client } = await s3();
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: LOGS_PREFIX, Delimiter: '/', ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      const fileName = (object.Key ?? '').slice(LOGS_PREFIX.length);
      if (!isLogFile(fileName)) continue;
      const modified = (object.LastModified ?? new Date(0)).toISOString();
      files.push({
        name: fileName.slice(0, -EXTENSION.length),
        size: object.Size ?? 0,
        path: `s3://${bucket}/${object.Key}`,
        // S3 keeps one timestamp: an object is written whole, so it was created when last modified.
        createdAt: modified,
        modifiedAt: modified,
      });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return files;
}

async function readLocal(name: string): Promise<LogText | undefined> {
  const dir = localDir();
  if (!dir) return undefined;
  const path = join(resolve(dir), `${name}${EXTENSION}`);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const length = Math.min(info.size, MAX_LOG_TEXT_BYTES);
  const handle = await open(path, 'r');
  const content = Buffer.alloc(length);
  try {
    await handle.read(content, 0, length, info.size - length);
  } finally {
    await handle.close();
  }
  const truncated = info.size > length;
  return {
    name,
    size: info.size,
    path,
    createdAt: info.birthtime.toISOString(),
    modifiedAt: info.mtime.toISOString(),
    ...textOf(content, truncated),
    ...(truncated ? { downloadUrl: await uploadForDownload(path, name) } : {}),
  };
}

/**
 * A local log too large for one answer (the local runner's files): streamed into the exports bucket, the way exports
 * hand out files (export-to-s3.ts: same key layout, expired after a day by the bucket's lifecycle rule), and linked.
 * In the cloud every log is an object of the logs bucket and is linked where it is (readBucket).
 */
async function uploadForDownload(path: string, name: string): Promise<string> {
  const bucket = env.bucket('exportsBucket');
  const key = `exports/${new Date().toISOString().slice(0, 10)}/${randomUUID()}/${name}${EXTENSION}`;
  const upload = await uploadStream({ bucket, key, body: createReadStream(path), contentType: TEXT_TYPE });
  await upload.done();
  return logLink(bucket, key, name);
}

/** A 15-minute link to the whole object, saved as `{name}.log`. */
async function logLink(bucket: string, key: string, name: string): Promise<string> {
  return (await downloadLink({ bucket, key, fileName: `${name}${EXTENSION}`, contentType: TEXT_TYPE })).url;
}

async function readBucket(name: string): Promise<LogText | undefined> {
  const bucket = logsBucket();
  if (!bucket) return undefined;
  const key = `${LOGS_PREFIX}${name}${EXTENSION}`;
  const { sdk, client } = await s3();
  try {
    // Only the end of a large object is read. The range is written out from the size rather than as a suffix range
    // (`bytes=-N`), which s3rver, the local S3, serves as the file's first N bytes.
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
    const size = head.ContentLength ?? 0;
    const range = size > MAX_LOG_TEXT_BYTES ? `bytes=${size - MAX_LOG_TEXT_BYTES}-${size - 1}` : undefined;
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
    const content = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    const total = Number(object.ContentRange?.split('/')[1] ?? content.length) || content.length;
    const modified = (object.LastModified ?? new Date(0)).toISOString();
    const truncated = total > content.length;
    return {
      name,
      size: total,
      path: `s3://${bucket}/${key}`,
      createdAt: modified,
      modifiedAt: modified,
      ...textOf(content, truncated),
      ...(truncated ? { downloadUrl: await logLink(bucket, key, name) } : {}),
    };
  } catch (error) {
    // HeadObject names a missing key NotFound, GetObject NoSuchKey (removed between the two).
    if (isAwsError(error, 'NoSuchKey', 'NotFound')) return undefined;
    throw error;
  }
}

/** A truncated text starts at its first whole line. */
function textOf(content: Buffer, truncated: boolean): { text: string; truncated: boolean } {
  const text = content.toString('utf8');
  return truncated ? { text: text.slice(text.indexOf('\n') + 1), truncated } : { text, truncated };
}
