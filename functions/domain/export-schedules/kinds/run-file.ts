import { isAwsError } from '../../../common/aws/lazy-client.ts';
import { s3 } from '../../../common/aws/s3.ts';
import type { ObjectRef } from '../../../common/aws/s3-objects.ts';
import { env } from '../../../common/env.ts';

/*
 * The run's file of a kind that changes data (orders marked exported, invoices put in a batch). Its export happens
 * once: a retried attempt (the e-mail failed after the export) must deliver THAT file, not export again and find
 * nothing. So the file is copied to the run's key with its row count in the object's metadata, and a later attempt
 * that finds it there answers it instead of exporting.
 */

const ROWS = 'rows';

/** Copies the kind's kept file (any bucket) to the run's object, recording its rows. */
export async function copyIntoRun(from: ObjectRef, to: ObjectRef, contentType: string, rows: number): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: to.bucket,
      Key: to.key,
      CopySource: `${from.bucket}/${from.key.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: contentType,
      Metadata: { [ROWS]: String(rows) },
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** The rows of the file an earlier attempt of this run left at `object`, or undefined when there is none. */
export async function earlierAttempt(object: ObjectRef): Promise<{ rows: number } | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: object.bucket, Key: object.key }));
    const rows = Number(head.Metadata?.[ROWS]);
    return Number.isInteger(rows) ? { rows } : undefined;
  } catch (error) {
    if (isAwsError(error, 'NotFound', 'NoSuchKey')) return undefined;
    throw error;
  }
}

export const exportsBucket = () => env.bucket('exportsBucket');
