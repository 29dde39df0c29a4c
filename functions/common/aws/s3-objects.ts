import type { Readable } from 'node:stream';
import { s3 } from './s3.ts';

/*
 * The product's few S3 operations, on the configured client (s3.ts: lazy, path-style on the emulators): put an
 * object, stream one in, delete one, and hand out a short-lived download link that saves the file under a name of
 * our choosing. Keys are always chosen by the server; callers never pass a client's path.
 */

/** How long a download link works: long enough for a slow click, short enough that a leaked link dies soon. */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;

export interface ObjectRef {
  bucket: string;
  key: string;
}

/** Writes a small object in one request (a stream of unknown length goes through `uploadStream`). */
export async function putObject(object: ObjectRef & { body: string | Uint8Array; contentType: string }): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: object.bucket,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
    }),
  );
}

/**
 * Streams `body` into the object through a multipart upload (5 MB parts, two in flight), so nothing holds the
 * whole file. On a failure the upload is aborted; the caller destroys its stream.
 */
export async function uploadStream(object: ObjectRef & { body: Readable; contentType: string }) {
  const [{ client }, { Upload }] = await Promise.all([s3(), import('@aws-sdk/lib-storage')]);
  return new Upload({
    client,
    params: { Bucket: object.bucket, Key: object.key, Body: object.body, ContentType: object.contentType },
    queueSize: 2,
  });
}

/** Deletes the object (deleting a missing object is not an error, as in S3). */
export async function deleteObject(object: ObjectRef): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: object.bucket, Key: object.key }));
}

/** A link that downloads the object as an attachment named `fileName`, valid for `expiresIn` seconds. */
export async function downloadLink(
  object: ObjectRef & { fileName: string; contentType: string; expiresIn?: number },
): Promise<{ url: string; expiresAt: string }> {
  const expiresIn = object.expiresIn ?? DOWNLOAD_LINK_SECONDS;
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const url = await getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: object.bucket,
      Key: object.key,
      ResponseContentDisposition: attachment(object.fileName),
      ResponseContentType: object.contentType,
    }),
    { expiresIn },
  );
  return { url, expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString() };
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the plain name reduced to safe characters (a quote or a line
 * break would break the header), and the exact name for browsers that read RFC 5987 (accents, non-Latin names).
 */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/[^\w.\- ]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${safe}"; filename*=UTF-8''${exact}`;
}
