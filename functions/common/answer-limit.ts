import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { downloadLink, putObject } from './aws/s3-objects.ts';
import { env } from './env.ts';
import { HttpError } from './http-errors.ts';

/*
 * Lambda answers at most 6 MB, and a file answer travels base64-encoded (4/3). Exports never meet the limit (they
 * stream into S3 and answer a link, export-to-s3.ts) and JSON is gzip-compressed (compress.ts); this is the net
 * under every other answer, so a big one fails nowhere silently — in AWS it would become a bare 502:
 * - a file answer over 4 MB is written to the exports bucket and answered with its link, the same shape as an
 *   export (`{ fileName, url, expiresAt }`); the SPA's download helper (web/src/lib/download.ts) follows either;
 * - any answer still over the limit is refused with a message naming the cause (413) rather than cut.
 */

/** File answers above this go to S3 as a link: 4 MB base64-encoded is 5.3 MB, the most that fits with headers. */
export const FILE_ANSWER_LIMIT_BYTES = 4 * 1024 * 1024;
/** Lambda's 6 MB, less room for the headers and the JSON envelope of the invocation's result. */
export const ANSWER_LIMIT_BYTES = 6 * 1024 * 1024 - 64 * 1024;

export interface FileAnswer {
  bytes: Uint8Array;
  headers: Record<string, string>;
}

/** The link answer of a file too large to answer inline, written to the exports bucket under a key of ours. */
export async function spillFile(file: FileAnswer): Promise<{ fileName: string; url: string; expiresAt: string }> {
  const contentType = file.headers['content-type'] ?? 'application/octet-stream';
  const fileName = fileNameOf(file.headers['content-disposition']) ?? 'download';
  const bucket = env.bucket('exportsBucket');
  const key = `answers/${new Date().toISOString().slice(0, 10)}/${randomUUID()}/${fileName}`;
  await putObject({ bucket, key, body: file.bytes, contentType });
  const link = await downloadLink({ bucket, key, fileName, contentType });
  return { fileName, ...link };
}

/** Refuses an answer Lambda could not return (413 naming the size), so the caller learns why. */
export function checkAnswerSize(result: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  const size = Buffer.byteLength(result.body ?? '');
  if (size <= ANSWER_LIMIT_BYTES) return result;
  throw new HttpError(
    413,
    `The answer is ${Math.round(size / 1024 / 1024)} MB, more than the API can return (6 MB): narrow the request.`,
  );
}

/** `attachment; filename="a.xlsx"; filename*=UTF-8''…` → the plain or decoded name. */
export function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}
