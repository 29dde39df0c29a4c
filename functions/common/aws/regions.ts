import { ENV } from '../../registry.ts';

/*
 * The regions of a split deployment (infra/stacks/mail-in-stack.ts). With `-c mailRegion=…` other than the main
 * region, the inbox bucket and the ingestion queues live in the mail region, the table and every other bucket and
 * queue in the main one. DATA_REGION names the main region to the function that runs in the mail region (the
 * ingestion worker); INBOX_REGION names the mail region to those that run in the main one (the API's retry, the
 * redrive job). Neither is set on the local stack, in the tests or in a single-region deployment: every client then
 * is the plain client of the function's own region, exactly as before.
 */

const setting = (name: string): string | undefined => process.env[name] || undefined;

/** The region of the table and of every bucket and queue but the inbox's; undefined: the function's own. */
export const dataRegion = (): string | undefined => setting(ENV.dataRegion);

/** Whether this function talks to a region other than its own (one of the two settings is set). */
export const regionsSplit = (): boolean => Boolean(setting(ENV.dataRegion) || setting(ENV.inboxRegion));

/**
 * The region an S3 or SQS request goes to, from the bucket or queue it names: the inbox bucket and the ingestion
 * queue and dead-letter queue are in INBOX_REGION, anything else in DATA_REGION; undefined: the function's own region.
 */
export function regionOfRequest(input: { Bucket?: unknown; QueueUrl?: unknown }): string | undefined {
  const inbox =
    input.Bucket !== undefined
      ? input.Bucket === setting(ENV.inboxBucket)
      : input.QueueUrl !== undefined &&
        (input.QueueUrl === setting(ENV.ingestionQueueUrl) || input.QueueUrl === setting(ENV.ingestionDlqUrl));
  return inbox ? setting(ENV.inboxRegion) : dataRegion();
}

interface Sendable {
  send(command: never, ...rest: never[]): unknown;
}

/**
 * The client for `create(dataRegion())` when the regions are not split (the plain client, unchanged), otherwise one
 * that sends each request through the client of its region (regionOfRequest; one client per region, made on first
 * use). Everything but `send` (config, middleware, presigning, lib-storage's Upload) is the data region's client's:
 * the inbox is only read, copied and deleted, never presigned.
 */
export function routedByRegion<Client extends Sendable>(create: (region: string | undefined) => Client): Client {
  if (!regionsSplit()) return create(undefined);
  const clients = new Map<string, Client>();
  const clientOf = (region: string | undefined): Client => {
    const key = region ?? '';
    let client = clients.get(key);
    if (!client) {
      client = create(region);
      clients.set(key, client);
    }
    return client;
  };
  return new Proxy(clientOf(dataRegion()), {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver);
      return (command: { input?: { Bucket?: unknown; QueueUrl?: unknown } }, ...rest: unknown[]) => {
        const client = clientOf(regionOfRequest(command.input ?? {}));
        return Reflect.apply(client.send, client, [command, ...rest]);
      };
    },
  });
}
