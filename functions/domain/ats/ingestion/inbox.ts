import { createHash } from 'node:crypto';
import { s3 } from '../../../common/aws/s3.ts';

/** Mail SES's S3 action stores is at most 30 MB (brief §6g.2): a larger object is never read. */
export const MAIL_MAX_BYTES = 30 * 1024 * 1024;

/** The raw message of an inbox object. */
export async function readInboxObject(bucket: string, key: string): Promise<Buffer> {
  const { sdk, client } = await s3();
  const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

/** Whether the raw message is still in the inbox (the bucket's lifecycle deletes it after 30 days). */
export async function inboxObjectExists(bucket: string, key: string): Promise<boolean> {
  const { sdk, client } = await s3();
  try {
    await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** The résumé's file id: a UUID (v5, RFC 9562) of the mail's key, so a retried mail overwrites the same object. */
export function fileIdOfMail(mailId: string): string {
  const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex'); // RFC 9562's URL namespace
  const hash = createHash('sha1').update(namespace).update(`shelfline:inbound-mail:${mailId}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
