import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env.ts';

/*
 * SDK clients are created once per container, outside the handlers: the first call of a fresh client
 * costs ~30 ms, later ones ~5 ms (PERFORMANCE.md). Each is created lazily so a function only pays for
 * the clients it uses.
 */
let dynamo: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let s3: S3Client | undefined;
let sqs: SQSClient | undefined;
let ses: SESv2Client | undefined;

export function documentClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return dynamo;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

export function s3Client(): S3Client {
  // Emulators need path-style URLs, and s3rver stores chunk-signed bodies verbatim unless checksums are
  // only computed when required (LOCAL_STACK.md).
  s3 ??= new S3Client(env.isLocal ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' } : {});
  return s3;
}

export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({});
  return sqs;
}

export function sesClient(): SESv2Client {
  // aws-ses-v2-local never answers actions it does not implement: bound the wait (LOCAL_STACK.md).
  ses ??= new SESv2Client({ requestHandler: { requestTimeout: 10_000 } });
  return ses;
}
