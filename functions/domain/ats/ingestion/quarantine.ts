import { s3 } from '../../../common/aws/s3.ts';

/*
 * Quarantine of an infected mail (brief §6g.3, §3.4): the raw message is moved out of `incoming/` to `quarantine/` in
 * the inbox bucket, where nothing reads it and the bucket's lifecycle expires it. A move is a copy and a delete; the
 * pipeline copies first, records the failure (with the new key) and the mail's end, and deletes last, so a crash in
 * between leaves a finished mail and at worst its original (expired by the lifecycle too), never a lost one.
 */

const INCOMING = 'incoming/';
const QUARANTINE = 'quarantine/';

/** Where an inbox object is quarantined: `incoming/<x>` → `quarantine/<x>` (another key gets the prefix). */
export const quarantineKeyOf = (key: string) =>
  QUARANTINE + (key.startsWith(INCOMING) ? key.slice(INCOMING.length) : key);

/** Copies the mail to its quarantine key (server-side; again on a retry, identically). */
export async function copyToQuarantine(bucket: string, key: string): Promise<string> {
  const target = quarantineKeyOf(key);
  const { sdk, client } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: bucket,
      Key: target,
      CopySource: `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: 'application/octet-stream',
      MetadataDirective: 'REPLACE',
    }),
  );
  return target;
}

/** Deletes the original once the quarantined copy and the records exist (deleting a missing key is a no-op). */
export async function deleteQuarantinedOriginal(bucket: string, key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
