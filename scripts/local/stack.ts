import { appendFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { ROLES, SERVER_VERSION } from '@shelfline/shared';
import { setLogSink } from '../../functions/common/logger.ts';
import { QUEUES } from '../../functions/data/table.ts';
import {
  ENV,
  EXPORT_RUN_WORKER,
  EXPORT_TICK_JOB,
  type FunctionDefinition,
  INGESTION_WORKER,
  MAIL_EVENTS_WORKER,
  MAIL_WORKER,
} from '../../functions/registry.ts';
import { generateDemoData } from '../demo/generate.ts';
import { loadDemoData } from '../demo/load.ts';
import { startApiServer } from './api-server.ts';
import { startEmulators } from './emulators.ts';
import { createJwtAuthorizer } from './jwt-authorizer.ts';
import { startLambdaEndpoint } from './lambda-endpoint.ts';
import { invokeJob, startLocalTick } from './local-tick.ts';
import { freePort } from './ports.ts';
import { createCognitoUser, provision, sdkConfig, type UserPoolDefinition } from './provision.ts';
import { startSmtpListener } from './smtp-listener.ts';
import { startSqsPoller } from './sqs-poller.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** The domain the local SMTP listener and the ingestion worker take résumés for (AWS: the `inboundDomain` context). */
export const INBOUND_DOMAIN = 'resumes.shelfline.local';
/** The stack's environment variable holding the local SMTP listener's port. */
export const SMTP_PORT = 'SMTP_PORT';

/** The user pool, as CDK's auth stack also defines it: one group per role, two app clients. */
export const USER_POOL: UserPoolDefinition = {
  poolName: 'shelfline',
  groups: [...ROLES],
  customAttributes: ['personId', 'personType'],
  clients: ['staff', 'customer'],
};

export interface LocalStackOptions {
  /** Port of the one origin (SPA + /api). 0 picks a free port. */
  port: number;
  /** Persist data here; undefined keeps everything in memory (tests). */
  dataDir?: string;
  /** Delete persisted data first. */
  reset?: boolean;
  /** Load the demo data set when the store is empty. */
  demoData?: boolean;
  /** Where the log files go (`shelfline-YYYY-MM-DD.log`); the logs screens read them. */
  logDir?: string;
  /** Print request lines to stdout too. */
  verbose?: boolean;
  say?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  /** Environment the handlers run with (also usable by tests to talk to the emulators). */
  env: Record<string, string>;
  timings: Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Starts the whole product on one machine: the AWS emulators, the resources CDK would create (from the
 * same definitions), the demo data, the pre-token trigger behind a Lambda Invoke endpoint, the SQS
 * poller standing in for event source mappings, and the one-origin server for the SPA and the API.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const say = options.say ?? (() => {});
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  const mark = (name: string, since: number) => {
    timings[name] = Math.round(performance.now() - since);
  };

  if (options.reset && options.dataDir) rmSync(options.dataDir, { recursive: true, force: true });
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const logFile = options.logDir ? openLogFile(options.logDir) : undefined;
  const log = (entry: Record<string, unknown>) => {
    const line = JSON.stringify({ timestamp: new Date().toISOString(), ...entry });
    logFile?.(line);
    if (options.verbose) process.stdout.write(`${line}\n`);
  };
  setLogSink((line) => {
    logFile?.(line);
    if (options.verbose) process.stdout.write(`${line}\n`);
  });

  const lambdaPort = await freePort();
  const lambdaServer = await startLambdaEndpoint(lambdaPort);
  let since = performance.now();
  const emulatorsDir = options.dataDir ? join(options.dataDir, 'emulators') : undefined;
  const emulators = await startEmulators({
    dataDir: emulatorsDir,
    lambdaInvokeEndpoint: `http://127.0.0.1:${lambdaPort}`,
    log: (line) => say(`  ${line}`),
    // A first start loads the demo into an empty table: 3x faster on tmpfs, then moved to disk (emulators.ts).
    stageDynamoDb: options.demoData && emulatorsDir !== undefined && !existsSync(dynamoDbFile(emulatorsDir)),
  });
  mark('emulators', since);

  since = performance.now();
  const provisioned = await provision(emulators.env, { userPool: USER_POOL });
  mark('provision', since);

  // The local SES receiving: résumés e-mailed to the inbound domain reach the ingestion queue (smtp-listener.ts).
  const smtpPort = await freePort();
  const env: Record<string, string> = {
    ...emulators.env,
    [SMTP_PORT]: String(smtpPort),
    [ENV.tableName]: provisioned.tableName,
    [ENV.userPoolId]: provisioned.userPoolId,
    [ENV.staffClientId]: provisioned.clientIds.staff ?? '',
    [ENV.customerClientId]: provisioned.clientIds.customer ?? '',
    [ENV.appVersion]: SERVER_VERSION,
    [ENV.filesBucket]: provisioned.buckets.files,
    [ENV.inboxBucket]: provisioned.buckets.inbox,
    [ENV.inboundDomain]: process.env[ENV.inboundDomain] ?? INBOUND_DOMAIN,
    [ENV.exportsBucket]: provisioned.buckets.exports,
    [ENV.logsBucket]: provisioned.buckets.logs,
    [ENV.ingestionQueueUrl]: provisioned.queueUrls.ingestion,
    [ENV.ingestionDlqUrl]: provisioned.deadLetterQueueUrls.ingestion,
    [ENV.mailFrom]: 'no-reply@shelfline.local',
    [ENV.mailQueueUrl]: provisioned.queueUrls.mail,
    [ENV.exportRunsQueueUrl]: provisioned.queueUrls.exportRuns,
    // The demo's staff sign-ins write from the company's own domain: locally it is the counter domain (brief E2), so
    // the composer's Counter Email? filter has something to tell apart.
    [ENV.counterEmailDomains]: process.env[ENV.counterEmailDomains] ?? 'shelfline.example',
    // No function reads it (EventBridge feeds it in AWS); tests put SES's events there.
    [QUEUES.mailEvents.env]: provisioned.queueUrls.mailEvents,
    // The emulator has no account quota (GetAccount answers an error): a brisk local rate keeps a 2,000-recipient
    // blast within ~30 s while the pacing still runs (AWS's first production rate is 14/s, the worker's default).
    [ENV.mailSendRate]: process.env[ENV.mailSendRate] ?? '200',
    COGNITO_ISSUER: provisioned.issuer,
    LOCAL_LOG_DIR: options.logDir ?? '',
  };
  // Handlers run in this process, as each Lambda reads its own environment.
  Object.assign(process.env, env);

  if (options.demoData) {
    since = performance.now();
    const loaded = await ensureDemoData(env, provisioned.userPoolId, say);
    mark(loaded ? 'demoData' : 'demoDataPresent', since);
  }
  since = performance.now();
  await emulators.persistDynamoDb();
  if (timings.demoData !== undefined && emulatorsDir) mark('demoDataToDisk', since);

  const authorize = createJwtAuthorizer({
    issuer: provisioned.issuer,
    audiences: [env[ENV.staffClientId] ?? '', env[ENV.customerClientId] ?? ''],
  });
  const server: Server = await startApiServer({
    port: options.port,
    // SHELFLINE_WEB_DIST: another build of the SPA (e.g. `vite build --outDir …`), so that two people working in
    // one checkout can run browser tests against their own build.
    webRoot: process.env.SHELFLINE_WEB_DIST ?? join(REPO_ROOT, 'web/dist'),
    authorize,
    log,
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  const sqs = new SQSClient(sdkConfig(emulators.env, 'AWS_ENDPOINT_URL_SQS'));
  // Each SQS-triggered worker as its event source mapping would call it (the mail events reach their queue through
  // EventBridge in AWS; locally tests put SES's event JSON there themselves).
  const poll = (queue: keyof typeof provisioned.queueUrls, name: string, definition: FunctionDefinition) =>
    startSqsPoller({
      sqs,
      queueUrl: provisioned.queueUrls[queue],
      queueArn: `arn:aws:sqs:${emulators.env.AWS_REGION}:000000000000:${provisioned.queueUrls[queue].split('/').pop()}`,
      name,
      definition,
      log,
    });
  const pollers = [
    poll('ingestion', 'shelfline-ingestion-worker', INGESTION_WORKER),
    poll('mail', 'shelfline-mail-worker', MAIL_WORKER),
    poll('mailEvents', 'shelfline-mail-events-worker', MAIL_EVENTS_WORKER),
    poll('exportRuns', 'shelfline-export-run-worker', EXPORT_RUN_WORKER),
  ];
  // EventBridge Scheduler's tick of the scheduled exports: the same job, at the start of every minute.
  const exportTick = startLocalTick({
    name: 'shelfline-export-schedules-tick',
    run: invokeJob('shelfline-export-schedules-tick', EXPORT_TICK_JOB),
    log,
  });
  const smtp = await startSmtpListener({
    port: smtpPort,
    inboundDomain: env[ENV.inboundDomain] ?? INBOUND_DOMAIN,
    bucket: provisioned.buckets.inbox,
    queueUrl: provisioned.queueUrls.ingestion,
    s3: new S3Client({
      ...sdkConfig(emulators.env, 'AWS_ENDPOINT_URL_S3'),
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
    sqs,
    log,
  });
  mark('total', t0);

  return {
    url: `http://localhost:${port}`,
    env,
    timings,
    async stop() {
      await Promise.all([exportTick.stop(), smtp.stop(), ...pollers.map((poller) => poller.stop())]);
      await new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await new Promise<void>((done) => lambdaServer.close(() => done()));
      await emulators.stop();
    },
  };
}

/** Loads the demo data unless a previous start already did (the marker item survives restarts). */
async function ensureDemoData(
  env: Record<string, string>,
  userPoolId: string,
  say: (line: string) => void,
): Promise<boolean> {
  const dynamo = new DynamoDBClient(sdkConfig(env, 'AWS_ENDPOINT_URL_DYNAMODB'));
  const tableName = env[ENV.tableName] ?? '';
  const marker = { pk: { S: 'META' }, sk: { S: 'DEMO' } };
  const { Item } = await dynamo.send(new GetItemCommand({ TableName: tableName, Key: marker }));
  if (Item) return false;
  const data = generateDemoData();
  const result = await loadDemoData(data, {
    createLogin: (login) => createCognitoUser(env, { userPoolId }, login).then(() => undefined),
    onProgress: demoProgressPrinter(say),
  });
  await dynamo.send(
    new PutItemCommand({ TableName: tableName, Item: { ...marker, loadedAt: { S: new Date().toISOString() } } }),
  );
  say(`  demo data loaded: ${JSON.stringify(result)}`);
  return true;
}

/** DynamoDB Local's database file under the emulators' data dir (one file: it runs with -sharedDb). */
function dynamoDbFile(emulatorsDir: string): string {
  return join(emulatorsDir, 'dynamodb', 'shared-local-instance.db');
}

/** "Loading demo data: 12,000 of 21,817 items (55%)" at the start, about every 2 s, and at the end. */
function demoProgressPrinter(say: (line: string) => void): (written: number, total: number) => void {
  let printedAt = 0;
  return (written, total) => {
    const now = performance.now();
    if (written > 0 && written < total && now - printedAt < 2000) return;
    printedAt = now;
    const count = (n: number) => n.toLocaleString('en-US');
    say(`  Loading demo data: ${count(written)} of ${count(total)} items (${Math.floor((written / total) * 100)}%)`);
  };
}

function openLogFile(dir: string): (line: string) => void {
  mkdirSync(dir, { recursive: true });
  return (line) => appendFileSync(join(dir, `shelfline-${new Date().toISOString().slice(0, 10)}.log`), `${line}\n`);
}
