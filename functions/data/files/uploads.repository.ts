import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { type FmUpload, FmUploadEntity } from '../entities/fm-upload.entity.ts';
import { firstAudit, toItem } from '../entity.ts';

/* Staged uploads: declared, then consumed once by the call that keeps the file. */

const table = () => env.tableName;
/** An unclaimed upload is forgotten after a day (TTL); its object expires by the bucket's lifecycle. */
const UPLOAD_TTL_SECONDS = 24 * 60 * 60;

export async function declareUpload(upload: Omit<FmUpload, 'status' | 'expiresAt'>): Promise<FmUpload> {
  const declared: FmUpload = {
    ...upload,
    status: 'pending',
    expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
  };
  await documentClient().send(
    new PutCommand({
      TableName: table(),
      Item: toItem(FmUploadEntity, declared, firstAudit(upload.by)),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return declared;
}

/** The upload as declared (with its status), or undefined; read strongly: it was written a moment ago. */
export async function getUpload(id: string): Promise<FmUpload | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: FmUploadEntity.key(id), ConsistentRead: true }),
  );
  return Item as FmUpload | undefined;
}

/** Marks the upload used; false when another call consumed it first. */
export async function consumeUpload(id: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: FmUploadEntity.key(id),
        UpdateExpression: 'SET #status = :consumed',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':consumed': 'consumed', ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
