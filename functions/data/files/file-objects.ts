import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import { s3 } from '../../common/aws/s3.ts';
import { type ObjectRef, putObject } from '../../common/aws/s3-objects.ts';
import { env } from '../../common/env.ts';
import { GUARDDUTY_TAG } from '../../common/scan/guardduty-verdict.ts';

/*
 * The file manager's objects in the files bucket. Keys are ours, never a user's text (brief §3.3):
 * `filemanager/<variant>/<fileId>` for kept files, `uploads/pending/<uploadId>` for staged uploads (the bucket's
 * lifecycle expires them after a day), `quarantine/filemanager/<variant>/<fileId>` for infected ones (30 days).
 */

export const fileKey = (variant: FileManagerVariant, fileId: string) => `filemanager/${variant}/${fileId}`;
export const stagingKey = (uploadId: string) => `uploads/pending/${uploadId}`;
const quarantineKey = (key: string) => `quarantine/${key}`;

/** How long a presigned PUT of a staged upload works. */
export const UPLOAD_LINK_SECONDS = 15 * 60;
/** How long a presigned GET of a large file works: the SPA follows it at once. */
export const FILE_LINK_SECONDS = 5 * 60;
/** Bytes read to tell a staged file's type and scan it. */
export const FIRST_BYTES = 4096;

export const filesObject = (key: string): ObjectRef => ({ bucket: env.bucket('filesBucket'), key });

export async function putFile(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await putObject({ ...filesObject(key), body, contentType });
}

/** The object's size, or undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand(asInput(key)));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The first `count` bytes (a ranged GET: a 100 MB file never passes through the function). */
export async function firstBytes(key: string, count = FIRST_BYTES): Promise<Buffer> {
  const { sdk, client } = await s3();
  const answer = await client.send(new sdk.GetObjectCommand({ ...asInput(key), Range: `bytes=0-${count - 1}` }));
  const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  // A server that ignores Range (or an empty object) still yields at most `count` bytes here.
  return bytes.subarray(0, count);
}

/** The last `count` bytes (a suffix range): a ZIP's central directory names every entry, macros included. */
export async function lastBytes(key: string, count: number): Promise<Buffer> {
  const { sdk, client } = await s3();
  const answer = await client.send(new sdk.GetObjectCommand({ ...asInput(key), Range: `bytes=-${count}` }));
  const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  return bytes.subarray(Math.max(0, bytes.length - count));
}

export async function objectBytes(key: string): Promise<Buffer> {
  const { sdk, client } = await s3();
  const answer = await client.send(new sdk.GetObjectCommand(asInput(key)));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

/** Server-side copy (no bytes through the function), with the detected type. */
export async function copyObject(from: string, to: string, contentType: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: env.bucket('filesBucket'),
      Key: to,
      CopySource: `${env.bucket('filesBucket')}/${from}`,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
}

export async function deleteFileObject(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand(asInput(key)));
}

/** Moves an infected object out of reach: copied under `quarantine/` (expired by lifecycle), then deleted. */
export async function quarantine(key: string): Promise<void> {
  await copyObject(key, quarantineKey(key), 'application/octet-stream');
  await deleteFileObject(key);
}

/** GuardDuty's verdict tag on the object, if it has one yet. */
export async function guardDutyTag(key: string): Promise<string | undefined> {
  const { sdk, client } = await s3();
  const answer = await client.send(new sdk.GetObjectTaggingCommand(asInput(key)));
  return answer.TagSet?.find((tag) => tag.Key === GUARDDUTY_TAG)?.Value;
}

/**
 * A presigned PUT of a staged upload. Its type is signed (the browser must send it as given in `headers`) and, in
 * AWS, its length: the bucket refuses other bytes than declared. The emulator checks no signature, which is why
 * completing the upload re-verifies the object.
 */
export async function uploadLink(key: string, size: number): Promise<{ url: string; headers: Record<string, string> }> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const contentType = 'application/octet-stream';
  const url = await getSignedUrl(
    client,
    new sdk.PutObjectCommand({ ...asInput(key), ContentType: contentType, ContentLength: size }),
    { expiresIn: UPLOAD_LINK_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { url, headers: { 'Content-Type': contentType } };
}

/** A presigned GET of the object itself that the browser saves or shows under `disposition`, with `contentType`. */
export async function fileLink(
  key: string,
  disposition: string,
  contentType: string,
): Promise<{ url: string; expiresAt: string }> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const url = await getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      ...asInput(key),
      ResponseContentDisposition: disposition,
      ResponseContentType: contentType,
    }),
    { expiresIn: FILE_LINK_SECONDS },
  );
  return { url, expiresAt: new Date(Date.now() + FILE_LINK_SECONDS * 1000).toISOString() };
}

const asInput = (key: string) => ({ Bucket: env.bucket('filesBucket'), Key: key });

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
}
