/**
 * Creates, idempotently, the AWS resources Shelfline needs in the emulators (or any endpoint the env points at):
 * the single table, the buckets, the queues with their dead-letter queues and the Cognito user pool. Names come
 * from functions/data/table.ts, the same definitions CDK uses.
 */
import {
  AddCustomAttributesCommand,
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  type Projection,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueDoesNotExist,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { BUCKETS, projectedAttributesOf, QUEUES, TABLE } from '../../functions/data/table.ts';

/** The user pool to create. */
export interface UserPoolDefinition {
  poolName: string;
  /** Cognito groups, e.g. 'admin', 'hr'. */
  groups: string[];
  /** Custom attribute names without the `custom:` prefix, e.g. 'personId', 'personType' (strings, mutable). */
  customAttributes: string[];
  /** App client names, e.g. 'staff', 'customer': public clients (no secret) with USER_PASSWORD_AUTH and refresh. */
  clients: string[];
  /** Sign in with the e-mail instead of a username; missing means plain usernames. */
  usernameAttributes?: Array<'email' | 'phone_number'>;
}

type BucketKey = keyof typeof BUCKETS;
type QueueKey = keyof typeof QUEUES;

/** What {@link provision} created or found. */
export interface Provisioned {
  tableName: string;
  buckets: Record<BucketKey, string>;
  queueUrls: Record<QueueKey, string>;
  deadLetterQueueUrls: Record<QueueKey, string>;
  userPoolId: string;
  clientIds: Record<string, string>;
  /** Issuer of the pool's tokens: `<cognito endpoint>/<poolId>` locally, the cognito-idp URL in AWS. */
  issuer: string;
  jwksUri: string;
}

/**
 * SDK client configuration from an env record (the one {@link startEmulators} returns) rather than process.env, so
 * provisioning works whether or not the caller exported it. Missing keys fall back to the SDK's own resolution.
 */
export function sdkConfig(env: Record<string, string | undefined>, endpointVariable: string) {
  const endpoint = env[endpointVariable] ?? env.AWS_ENDPOINT_URL;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    ...(env.AWS_REGION && { region: env.AWS_REGION }),
    ...(endpoint && { endpoint }),
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
  };
}

function cognitoClient(env: Record<string, string | undefined>) {
  return new CognitoIdentityProviderClient(sdkConfig(env, 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER'));
}

/** Creates what is missing and returns the names, URLs and ids of everything. Safe to run on every start. */
export async function provision(
  env: Record<string, string | undefined>,
  opts: { userPool: UserPoolDefinition },
): Promise<Provisioned> {
  const [tableName, buckets, queues, cognito] = await Promise.all([
    provisionTable(new DynamoDBClient(sdkConfig(env, 'AWS_ENDPOINT_URL_DYNAMODB'))),
    provisionBuckets(
      new S3Client({
        ...sdkConfig(env, 'AWS_ENDPOINT_URL_S3'),
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
      }),
    ),
    provisionQueues(new SQSClient(sdkConfig(env, 'AWS_ENDPOINT_URL_SQS'))),
    provisionUserPool(cognitoClient(env), opts.userPool),
  ]);
  const cognitoEndpoint = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? env.AWS_ENDPOINT_URL;
  const issuer = cognitoEndpoint
    ? `${cognitoEndpoint.replace(/\/$/, '')}/${cognito.userPoolId}`
    : `https://cognito-idp.${env.AWS_REGION}.amazonaws.com/${cognito.userPoolId}`;
  return {
    tableName,
    buckets,
    queueUrls: queues.queueUrls,
    deadLetterQueueUrls: queues.deadLetterQueueUrls,
    ...cognito,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
  };
}

async function provisionTable(dynamodb: DynamoDBClient): Promise<string> {
  const TableName = TABLE.localName;
  const projectionOf = (index: (typeof TABLE.globalSecondaryIndexes)[number]): Projection => {
    const projected = projectedAttributesOf(index);
    return projected ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...projected] } : { ProjectionType: 'ALL' };
  };
  const indexes: GlobalSecondaryIndex[] = TABLE.globalSecondaryIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: projectionOf(index),
  }));
  const attributes: AttributeDefinition[] = [
    TABLE.partitionKey,
    TABLE.sortKey,
    ...TABLE.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));

  const existing = await dynamodb.send(new DescribeTableCommand({ TableName })).catch((error: unknown) => {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  });
  if (!existing) {
    await dynamodb.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes,
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes,
      }),
    );
  } else {
    // A persisted table from before an index was added to table.ts: add it (UpdateTable takes one at a time).
    const present = new Set(existing.Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
    for (const index of indexes.filter((i) => !present.has(i.IndexName))) {
      await dynamodb.send(
        new UpdateTableCommand({
          TableName,
          AttributeDefinitions: attributes,
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
    }
  }
  const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName }));
  // Enabling TTL twice is a ValidationException, so only when it is off.
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await dynamodb.send(
      new UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
  return TableName;
}

/**
 * The files bucket's CORS rule (infra/stacks/data-stack.ts) for the local origins: the browser PUTs staged uploads
 * and reads presigned GETs straight from the emulator, which listens on another port than the SPA.
 */
const LOCAL_FILES_CORS = {
  CORSRules: [
    {
      AllowedMethods: ['PUT', 'GET'],
      AllowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      AllowedHeaders: ['content-type', 'content-length'],
      ExposeHeaders: ['etag', 'content-disposition', 'content-length'],
      MaxAgeSeconds: 3000,
    },
  ],
};

async function provisionBuckets(s3: S3Client): Promise<Record<BucketKey, string>> {
  const entries = await Promise.all(
    Object.entries(BUCKETS).map(async ([key, { localName: Bucket }]) => {
      const exists = await s3.send(new HeadBucketCommand({ Bucket })).then(
        () => true,
        () => false,
      );
      if (!exists) await s3.send(new CreateBucketCommand({ Bucket }));
      if (key === 'files') await s3.send(new PutBucketCorsCommand({ Bucket, CORSConfiguration: LOCAL_FILES_CORS }));
      return [key, Bucket] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<BucketKey, string>;
}

async function provisionQueues(sqs: SQSClient) {
  const ensureQueue = async (QueueName: string, Attributes: Record<string, string> = {}): Promise<string> => {
    const existing = await sqs.send(new GetQueueUrlCommand({ QueueName })).catch((error: unknown) => {
      if (error instanceof QueueDoesNotExist) return undefined;
      throw error;
    });
    if (!existing?.QueueUrl) {
      const created = await sqs.send(new CreateQueueCommand({ QueueName, Attributes }));
      if (!created.QueueUrl) throw new Error(`CreateQueue ${QueueName} returned no QueueUrl`);
      return created.QueueUrl;
    }
    if (Object.keys(Attributes).length) {
      await sqs.send(new SetQueueAttributesCommand({ QueueUrl: existing.QueueUrl, Attributes }));
    }
    return existing.QueueUrl;
  };

  const queueUrls: Partial<Record<QueueKey, string>> = {};
  const deadLetterQueueUrls: Partial<Record<QueueKey, string>> = {};
  for (const [key, queue] of Object.entries(QUEUES) as [QueueKey, (typeof QUEUES)[QueueKey]][]) {
    const dlqUrl = await ensureQueue(queue.deadLetter);
    const dlq = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }));
    const deadLetterTargetArn = dlq.Attributes?.QueueArn;
    if (!deadLetterTargetArn) throw new Error(`no QueueArn for ${queue.deadLetter}`);
    queueUrls[key] = await ensureQueue(queue.localName, {
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn, maxReceiveCount: queue.maxReceiveCount }),
      ...('visibilityTimeoutSeconds' in queue && { VisibilityTimeout: String(queue.visibilityTimeoutSeconds) }),
    });
    deadLetterQueueUrls[key] = dlqUrl;
  }
  return {
    queueUrls: queueUrls as Record<QueueKey, string>,
    deadLetterQueueUrls: deadLetterQueueUrls as Record<QueueKey, string>,
  };
}

async function findUserPoolId(cognito: CognitoIdentityProviderClient, poolName: string): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken }));
    const found = page.UserPools?.find((pool) => pool.Name === poolName);
    if (found?.Id) return found.Id;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

async function provisionUserPool(cognito: CognitoIdentityProviderClient, definition: UserPoolDefinition) {
  let userPoolId = await findUserPoolId(cognito, definition.poolName);
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: definition.poolName,
        UsernameAttributes: definition.usernameAttributes,
        Schema: definition.customAttributes.map((Name) => ({ Name, AttributeDataType: 'String', Mutable: true })),
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('CreateUserPool returned no Id');
  } else {
    // Custom attributes added to the definition since the pool was persisted.
    const pool = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    const present = new Set(pool.UserPool?.SchemaAttributes?.map((a) => a.Name));
    const missing = definition.customAttributes.filter((name) => !present.has(`custom:${name}`));
    if (missing.length) {
      await cognito.send(
        new AddCustomAttributesCommand({
          UserPoolId: userPoolId,
          CustomAttributes: missing.map((Name) => ({ Name, AttributeDataType: 'String', Mutable: true })),
        }),
      );
    }
  }
  const UserPoolId = userPoolId;

  const groups = await cognito.send(new ListGroupsCommand({ UserPoolId, Limit: 60 }));
  const existingGroups = new Set(groups.Groups?.map((g) => g.GroupName));
  for (const GroupName of definition.groups.filter((name) => !existingGroups.has(name))) {
    await cognito.send(new CreateGroupCommand({ UserPoolId, GroupName }));
  }

  const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId, MaxResults: 60 }));
  const clientIds: Record<string, string> = {};
  for (const client of clients.UserPoolClients ?? []) {
    if (client.ClientName && client.ClientId) clientIds[client.ClientName] = client.ClientId;
  }
  for (const ClientName of definition.clients.filter((name) => !clientIds[name])) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId,
        ClientName,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const id = created.UserPoolClient?.ClientId;
    if (!id) throw new Error(`CreateUserPoolClient ${ClientName} returned no ClientId`);
    clientIds[ClientName] = id;
  }
  return { userPoolId: UserPoolId, clientIds };
}

/** A user to create with {@link createCognitoUser}. */
export interface CognitoUserDefinition {
  username: string;
  password: string;
  /** Cognito attribute names as the API wants them: 'email', 'given_name', 'custom:personId'... */
  attributes: Record<string, string>;
  groups: string[];
}

/**
 * Creates a user that can sign in at once (permanent password, no welcome message) in the given groups. If the user
 * exists, its attributes and password are reset and its groups made exactly `groups`.
 * @returns the user's `sub` and its Cognito username (the `sub` itself when the pool signs in by e-mail).
 */
export async function createCognitoUser(
  env: Record<string, string | undefined>,
  provisioned: Pick<Provisioned, 'userPoolId'>,
  user: CognitoUserDefinition,
): Promise<{ sub: string; username: string }> {
  const cognito = cognitoClient(env);
  const UserPoolId = provisioned.userPoolId;
  const UserAttributes = Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value }));
  try {
    await cognito.send(
      new AdminCreateUserCommand({ UserPoolId, Username: user.username, MessageAction: 'SUPPRESS', UserAttributes }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    if (UserAttributes.length) {
      await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username: user.username, UserAttributes }));
    }
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: user.username, Password: user.password, Permanent: true }),
  );

  const current = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId, Username: user.username }));
  const currentGroups = new Set(current.Groups?.map((g) => g.GroupName));
  // One at a time: cognito-local updates a group's member list with an unlocked read-modify-write.
  for (const GroupName of user.groups.filter((g) => !currentGroups.has(g))) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: user.username, GroupName }));
  }
  for (const GroupName of [...currentGroups].filter((g): g is string => !!g && !user.groups.includes(g))) {
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: user.username, GroupName }));
  }

  const created = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: user.username }));
  const sub = created.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub || !created.Username) throw new Error(`user ${user.username} has no sub`);
  return { sub, username: created.Username };
}
