/**
 * Proves the local stack works with the real AWS SDK v3 clients configured only through the environment
 * (AWS_ENDPOINT_URL_<SERVICE>), the way the functions create them.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulators, PRE_TOKEN_GENERATION_FUNCTION, startEmulators } from '../../scripts/local/emulators.ts';
import {
  createCognitoUser,
  type Provisioned,
  provision,
  type UserPoolDefinition,
} from '../../scripts/local/provision.ts';

const USER_POOL: UserPoolDefinition = {
  poolName: 'shelfline-test',
  groups: ['admin', 'hr'],
  customAttributes: ['personId', 'personType'],
  clients: ['staff', 'customer'],
};
const PASSWORD = 'Corr3ct-horse!';

/** What the fake Lambda runner saw and what it answers; tests change `claims`. */
const lambda = {
  events: [] as Array<{ path: string; event: Record<string, unknown> }>,
  claims: {} as Record<string, unknown>,
  /** Answer as the Lambda API does when the handler throws. */
  fail: false,
};

/** Stands in for the local runner's Lambda Invoke API: echoes the event with claims to add. */
function startFakeLambda(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const event = JSON.parse(body) as Record<string, unknown>;
      lambda.events.push({ path: `${req.method} ${req.url}`, event });
      if (lambda.fail) {
        res
          .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
          .end(JSON.stringify({ errorType: 'Error', errorMessage: 'person is inactive' }));
        return;
      }
      const payload = { ...event, response: { claimsOverrideDetails: { claimsToAddOrOverride: lambda.claims } } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let fakeLambda: Server;
let emulators: Emulators;
let provisioned: Provisioned;
const timings: string[] = [];

beforeAll(async () => {
  fakeLambda = await startFakeLambda();
  const address = fakeLambda.address();
  if (!address || typeof address === 'string') throw new Error('fake lambda not listening');
  emulators = await startEmulators({
    lambdaInvokeEndpoint: `http://127.0.0.1:${address.port}`,
    log: (line) => timings.push(line),
  });
  Object.assign(process.env, emulators.env);
  const t0 = performance.now();
  provisioned = await provision(emulators.env, { userPool: USER_POOL });
  timings.push(`provision in ${Math.round(performance.now() - t0)} ms`);
  console.log(timings.join('\n'));
});

afterAll(async () => {
  await emulators?.stop();
  await new Promise((resolve) => fakeLambda?.close(resolve));
});

describe('DynamoDB Local', () => {
  const doc = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

  it('puts, gets and queries gsi1', async () => {
    const TableName = provisioned.tableName;
    const item = { pk: 'PERSON#1', sk: 'PROFILE', gsi1pk: 'ORG#7', gsi1sk: 'NAME#Lovelace', name: 'Ada' };
    await doc().send(new PutCommand({ TableName, Item: item }));
    const got = await doc().send(new GetCommand({ TableName, Key: { pk: 'PERSON#1', sk: 'PROFILE' } }));
    expect(got.Item).toEqual(item);
    const query = await doc().send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'ORG#7', ':prefix': 'NAME#' },
      }),
    );
    expect(query.Items).toEqual([item]);
  });

  it('rolls a TransactWrite back when a condition fails', async () => {
    const TableName = provisioned.tableName;
    await doc().send(new PutCommand({ TableName, Item: { pk: 'TX', sk: 'EXISTING' } }));
    const transaction = new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName, Item: { pk: 'TX', sk: 'NEW' } } },
        { Put: { TableName, Item: { pk: 'TX', sk: 'EXISTING' }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    });
    const error = await doc()
      .send(transaction)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual([
      'None',
      'ConditionalCheckFailed',
    ]);
    const rolledBack = await doc().send(new GetCommand({ TableName, Key: { pk: 'TX', sk: 'NEW' } }));
    expect(rolledBack.Item).toBeUndefined();
  });
});

describe('s3rver', () => {
  const s3 = () => new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });

  it('stores 2 MB byte-identical, from a buffer and from a stream', async () => {
    const Bucket = provisioned.buckets.files;
    const bytes = randomBytes(2 * 1024 * 1024);
    await s3().send(new PutObjectCommand({ Bucket, Key: 'buffer.bin', Body: bytes }));
    // A stream is where the checksum trap lies (docs/local-stack.md#s3): the body must not carry chunk framing.
    await s3().send(
      new PutObjectCommand({ Bucket, Key: 'stream.bin', Body: Readable.from([bytes]), ContentLength: bytes.length }),
    );
    for (const Key of ['buffer.bin', 'stream.bin']) {
      const got = await s3().send(new GetObjectCommand({ Bucket, Key }));
      const body = Buffer.from((await got.Body?.transformToByteArray()) ?? []);
      expect(body.equals(bytes), Key).toBe(true);
    }
  });
});

describe('local-aws-sqs', () => {
  it('sends, receives and deletes; the queue has its redrive policy', async () => {
    const sqs = new SQSClient({});
    const QueueUrl = provisioned.queueUrls.ingestion;
    await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify({ key: 'inbox/1.eml' }) }));
    // local-aws-sqs long-polls until the batch is full or the wait is over (AWS answers at the first message).
    const received = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl, WaitTimeSeconds: 1, MaxNumberOfMessages: 1 }),
    );
    expect(received.Messages?.map((m) => JSON.parse(m.Body ?? '{}'))).toEqual([{ key: 'inbox/1.eml' }]);
    await sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: received.Messages?.[0]?.ReceiptHandle }));
    const again = await sqs.send(new ReceiveMessageCommand({ QueueUrl, WaitTimeSeconds: 0 }));
    expect(again.Messages ?? []).toEqual([]);

    const attributes = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['RedrivePolicy'] }));
    expect(JSON.parse(attributes.Attributes?.RedrivePolicy ?? '{}')).toMatchObject({
      deadLetterTargetArn: expect.stringContaining('shelfline-ingestion-dlq'),
      maxReceiveCount: 3,
    });
  });
});

describe('aws-ses-v2-local', () => {
  it('sends an e-mail that the store gives back', async () => {
    // Actions it does not implement never answer: bound the wait.
    const ses = new SESv2Client({ requestHandler: { requestTimeout: 5000 } });
    const since = Math.floor(Date.now() / 1000);
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@shelfline.test',
        Destination: { ToAddresses: ['ada@example.com'] },
        Content: { Simple: { Subject: { Data: 'Welcome' }, Body: { Text: { Data: 'Hello Ada' } } } },
      }),
    );
    const store = (await (await fetch(`${emulators.endpoints.ses}/store?since=${since}`)).json()) as {
      emails: Array<{ from: string; subject: string; destination: { to: string[] }; body: { text?: string } }>;
    };
    expect(store.emails).toContainEqual(
      expect.objectContaining({
        from: 'no-reply@shelfline.test',
        subject: 'Welcome',
        destination: expect.objectContaining({ to: ['ada@example.com'] }),
        body: expect.objectContaining({ text: expect.stringContaining('Hello Ada') }),
      }),
    );
  });
});

describe('cognito-local', () => {
  const cognito = () => new CognitoIdentityProviderClient({});
  const signIn = (ClientId: string) =>
    cognito().send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'ada', PASSWORD },
      }),
    );
  const verify = async (token: string | undefined, audience?: string) => {
    const jwks = createRemoteJWKSet(new URL(provisioned.jwksUri));
    return (await jwtVerify(token ?? '', jwks, { issuer: provisioned.issuer, audience })).payload;
  };
  let session: InitiateAuthCommandOutput;

  beforeAll(async () => {
    await createCognitoUser(emulators.env, provisioned, {
      username: 'ada',
      password: PASSWORD,
      attributes: {
        email: 'ada@example.com',
        given_name: 'Ada',
        'custom:personId': 'P-1',
        'custom:personType': 'staff',
      },
      groups: ['admin', 'hr'],
    });
  });

  it('signs in with USER_PASSWORD_AUTH; the ID token verifies against the JWKS', async () => {
    lambda.claims = { given_name: 'Ada', role: 'admin' };
    session = await signIn(provisioned.clientIds.staff ?? '');
    const id = await verify(session.AuthenticationResult?.IdToken, provisioned.clientIds.staff);
    expect(id).toMatchObject({
      'cognito:username': 'ada',
      'cognito:groups': ['admin', 'hr'],
      'custom:personId': 'P-1',
      'custom:personType': 'staff',
      token_use: 'id',
    });
    const access = await verify(session.AuthenticationResult?.AccessToken);
    expect(access).toMatchObject({ token_use: 'access', client_id: provisioned.clientIds.staff });
  });

  it('calls the PreTokenGeneration trigger and puts its claims in the ID token only', async () => {
    lambda.events.length = 0;
    lambda.claims = { given_name: 'Ada', role: 'admin' };
    const result = await signIn(provisioned.clientIds.staff ?? '');
    const id = await verify(result.AuthenticationResult?.IdToken, provisioned.clientIds.staff);
    expect(id).toMatchObject({ given_name: 'Ada', role: 'admin' });
    expect(decodeJwt(result.AuthenticationResult?.AccessToken ?? '')).not.toHaveProperty('role');

    expect(lambda.events).toHaveLength(1);
    expect(lambda.events[0]?.path).toBe(`POST /2015-03-31/functions/${PRE_TOKEN_GENERATION_FUNCTION}/invocations`);
    expect(lambda.events[0]?.event).toMatchObject({
      version: '0',
      triggerSource: 'TokenGeneration_Authentication',
      userPoolId: provisioned.userPoolId,
      userName: 'ada',
      callerContext: { clientId: provisioned.clientIds.staff },
      request: {
        userAttributes: expect.objectContaining({ email: 'ada@example.com', 'custom:personId': 'P-1' }),
        groupConfiguration: {},
      },
      response: { claimsOverrideDetails: {} },
    });
  });

  it('passes arrays in claimsToAddOrOverride through as JSON arrays', async () => {
    lambda.claims = { role: ['admin', 'hr'] };
    const result = await signIn(provisioned.clientIds.customer ?? '');
    const id = await verify(result.AuthenticationResult?.IdToken, provisioned.clientIds.customer);
    expect(id.role).toEqual(['admin', 'hr']);
  });

  it('fails the sign-in when the trigger throws', async () => {
    lambda.fail = true;
    try {
      await expect(signIn(provisioned.clientIds.staff ?? '')).rejects.toMatchObject({
        name: 'UserLambdaValidationException',
        message: expect.stringContaining('person is inactive'),
      });
    } finally {
      lambda.fail = false;
    }
  });

  it('refreshes with REFRESH_TOKEN_AUTH, firing the trigger again', async () => {
    lambda.events.length = 0;
    lambda.claims = { given_name: 'Ada', role: 'hr' };
    const refreshed = await cognito().send(
      new InitiateAuthCommand({
        ClientId: provisioned.clientIds.staff,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: session.AuthenticationResult?.RefreshToken ?? '' },
      }),
    );
    expect(refreshed.AuthenticationResult?.RefreshToken).toBeUndefined();
    const id = await verify(refreshed.AuthenticationResult?.IdToken, provisioned.clientIds.staff);
    expect(id).toMatchObject({ 'cognito:groups': ['admin', 'hr'], role: 'hr' });
    expect(lambda.events.map((e) => e.event.triggerSource)).toEqual(['TokenGeneration_RefreshTokens']);
  });
});

describe('shutdown', () => {
  it('stops everything and leaves no Java process behind', async () => {
    const pid = emulators.javaPid;
    expect(pid).toBeTypeOf('number');
    const t0 = performance.now();
    await emulators.stop();
    console.log(`stopped in ${Math.round(performance.now() - t0)} ms`);
    expect(isAlive(pid ?? 0)).toBe(false);
    const port = new URL(emulators.endpoints.dynamodb).port;
    const javaLeft = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(`-port ${port}`));
    expect(javaLeft).toEqual([]);
    await expect(fetch(`${emulators.endpoints.dynamodb}/`)).rejects.toThrow();
    await expect(fetch(`${emulators.endpoints.cognito}/health`)).rejects.toThrow();
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
