import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV } from '../../registry.ts';
import { regionOfRequest, routedByRegion } from './regions.ts';

const INBOX = 'shelfline-mail-in-inbox';
const INGESTION = 'https://sqs.us-east-1.amazonaws.com/123456789012/ingestion';
const DLQ = 'https://sqs.us-east-1.amazonaws.com/123456789012/ingestion-dlq';
const OUTBOX = 'https://sqs.ca-central-1.amazonaws.com/123456789012/mail';
const SETTINGS = [ENV.dataRegion, ENV.inboxRegion, ENV.inboxBucket, ENV.ingestionQueueUrl, ENV.ingestionDlqUrl];
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

function withEnv(values: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, values);
}

/**
 * A real client whose signed request is stopped before it is sent: the error names the region it was signed for,
 * and nothing leaves the machine (on the emulators' endpoint as well).
 */
function stoppedBeforeSending<C extends S3Client | SQSClient>(client: C, service: 's3' | 'sqs'): C {
  (client.middlewareStack as S3Client['middlewareStack']).add(
    () => async (args) => {
      const authorization = (args.request as { headers: Record<string, string> }).headers.authorization ?? '';
      const scope = new RegExp(`Credential=[^/]+/\\d+/([a-z0-9-]+)/${service}/`).exec(authorization);
      throw new Error(`signed for ${scope?.[1]}`);
    },
    { step: 'deserialize' },
  );
  return client;
}

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('regions of a split deployment', () => {
  it('leaves every request in the function’s own region when neither region is set (local stack, one region)', () => {
    withEnv({ [ENV.inboxBucket]: INBOX, [ENV.ingestionQueueUrl]: INGESTION });
    expect(regionOfRequest({ Bucket: INBOX })).toBeUndefined();
    expect(regionOfRequest({ Bucket: 'files' })).toBeUndefined();
    expect(regionOfRequest({ QueueUrl: INGESTION })).toBeUndefined();
  });

  it('sends the API’s inbox and ingestion-queue requests to the mail region, the rest stays home', () => {
    withEnv({
      [ENV.inboxRegion]: 'us-east-1',
      [ENV.inboxBucket]: INBOX,
      [ENV.ingestionQueueUrl]: INGESTION,
      [ENV.ingestionDlqUrl]: DLQ,
    });
    expect(regionOfRequest({ Bucket: INBOX })).toBe('us-east-1');
    expect(regionOfRequest({ QueueUrl: INGESTION })).toBe('us-east-1');
    expect(regionOfRequest({ QueueUrl: DLQ })).toBe('us-east-1');
    expect(regionOfRequest({ Bucket: 'files' })).toBeUndefined();
    expect(regionOfRequest({ QueueUrl: OUTBOX })).toBeUndefined();
  });

  it('sends the ingestion worker’s files and table requests to the main region, the inbox stays in its own', () => {
    withEnv({ [ENV.dataRegion]: 'ca-central-1', [ENV.inboxBucket]: INBOX });
    expect(regionOfRequest({ Bucket: 'files' })).toBe('ca-central-1');
    expect(regionOfRequest({ Bucket: INBOX })).toBeUndefined();
  });

  it('makes the plain client when not split, and one real client per region when split', async () => {
    withEnv({});
    const made: (string | undefined)[] = [];
    const create = (region: string | undefined) => {
      made.push(region);
      return new S3Client(region ? { region } : { region: 'eu-west-1' });
    };
    const plain = routedByRegion(create);
    expect(plain).toBeInstanceOf(S3Client);
    expect(made).toEqual([undefined]);

    withEnv({ [ENV.dataRegion]: 'ca-central-1' });
    made.length = 0;
    const routed = routedByRegion(create);
    // Everything but send is the data region's client (presigning and lib-storage read its config).
    expect(await routed.config.region()).toBe('ca-central-1');
    expect(made).toEqual(['ca-central-1']);
  });

  it('sends the worker’s inbox request to its own region and its files request to the main region', async () => {
    withEnv({ [ENV.dataRegion]: 'ca-central-1', [ENV.inboxBucket]: INBOX });
    // The worker's own region being us-east-1.
    const routed = routedByRegion((region) =>
      stoppedBeforeSending(
        new S3Client({
          region: region ?? 'us-east-1',
          credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
        }),
        's3',
      ),
    );
    await expect(routed.send(new HeadObjectCommand({ Bucket: INBOX, Key: 'incoming/a' }))).rejects.toThrow(
      'signed for us-east-1',
    );
    await expect(routed.send(new HeadObjectCommand({ Bucket: 'files', Key: 'ats/resumes/a' }))).rejects.toThrow(
      'signed for ca-central-1',
    );
  });

  it('sends the redrive job’s ingestion-queue messages to the mail region, other queues stay in its own', async () => {
    withEnv({ [ENV.inboxRegion]: 'us-east-1', [ENV.ingestionQueueUrl]: INGESTION, [ENV.ingestionDlqUrl]: DLQ });
    const routed = routedByRegion((region) =>
      stoppedBeforeSending(
        new SQSClient({
          region: region ?? 'ca-central-1',
          credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
        }),
        'sqs',
      ),
    );
    await expect(routed.send(new SendMessageCommand({ QueueUrl: INGESTION, MessageBody: '{}' }))).rejects.toThrow(
      'signed for us-east-1',
    );
    await expect(routed.send(new SendMessageCommand({ QueueUrl: OUTBOX, MessageBody: '{}' }))).rejects.toThrow(
      'signed for ca-central-1',
    );
  });
});
