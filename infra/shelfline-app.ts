import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig, type ShelflineConfig } from './config.ts';
import { bucketByReference, queueByReference, tableByReference } from './constructs/cross-region.ts';
import { ResolveAcknowledgements } from './constructs/nag.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { JobsStack } from './stacks/jobs-stack.ts';
import { MailInStack } from './stacks/mail-in-stack.ts';
import { MailStack } from './stacks/mail-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export interface ShelflineStacks {
  config: ShelflineConfig;
  data: DataStack;
  auth: AuthStack;
  mail: MailStack;
  /** The mail-in part's own stack in the mail region; absent when the mail region is the main region. */
  mailIn?: MailInStack;
  api: ApiStack;
  web: WebStack;
  jobs: JobsStack;
}

/**
 * All of Shelfline in one app: `bin/app.ts` for the CLI and the infra tests build it the same way.
 *
 * cdk-nag's AWS Solutions rules run as a CDK validation plugin: an unacknowledged finding (error or
 * warning) fails the synth, and every acknowledgement sits next to the resource it is about.
 */
export function defineShelfline(app: App): ShelflineStacks {
  const config = readConfig(app);
  // Order matters: acknowledgements that name resources of other stacks are resolved first.
  Validations.of(app).addPlugins(new ResolveAcknowledgements());
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  Tags.of(app).add('project', 'shelfline');
  Tags.of(app).add('stage', config.stage);

  const name = (concern: string) => `shelfline-${config.stage}-${concern}`;
  const common = { config, env: config.env };

  // Mail received in another region (config.ts resolveMailRegion): the inbox, receipt rules, ingestion queues and
  // worker deploy there, in a stack of their own; the main region keeps the outbox.
  const split = config.mailRegion !== config.env.region;
  const data = new DataStack(app, name('data'), {
    ...common,
    description: 'Shelfline: table and buckets',
    inbox: !split,
  });
  const auth = new AuthStack(app, name('auth'), {
    ...common,
    description: 'Shelfline: Cognito user pool, groups and app clients',
    table: data.table,
  });
  const mailIn = split
    ? new MailInStack(app, name('mail-in'), {
        config,
        env: { ...config.env, region: config.mailRegion },
        description: 'Shelfline: SES receiving, inbox bucket, ingestion queue and worker (mail region)',
        table: tableByReference(data.table),
        files: bucketByReference(data.buckets.files),
      })
    : undefined;
  const mail = new MailStack(app, name('mail'), {
    ...common,
    description: split
      ? 'Shelfline: SES out: the outbox and sending events'
      : 'Shelfline: SES in and out, ingestion queue and worker',
    table: data.table,
    ...(mailIn ? { mailIn: mailIn.mailIn } : { inbox: data.buckets.inbox }),
    files: data.buckets.files,
  });
  // What the API's retry and the redrive job reach: the mail-in part, by reference from the other region when split.
  const ingestion = mailIn
    ? {
        ingestionQueue: queueByReference(mailIn.mailIn.ingestionQueue),
        ingestionDlq: queueByReference(mailIn.mailIn.ingestionDlq),
        inboxRegion: config.mailRegion,
      }
    : { ingestionQueue: mail.ingestionQueue, ingestionDlq: mail.ingestionDlq };
  const buckets = { ...data.buckets, inbox: mailIn ? bucketByReference(mailIn.inbox) : need(data.buckets.inbox) };
  const api = new ApiStack(app, name('api'), {
    ...common,
    description: 'Shelfline: HTTP API and its functions',
    table: data.table,
    buckets,
    userPool: auth.userPool,
    staffClient: auth.staffClient,
    customerClient: auth.customerClient,
    issuerUrl: auth.issuerUrl,
    ...ingestion,
    mailIdentity: mail.mailIdentity,
    mailQueue: mail.mailQueue,
    exportRunsQueue: data.exportRunsQueue,
  });
  const web = new WebStack(app, name('web'), {
    ...common,
    description: 'Shelfline: CloudFront, SPA bucket and deployment',
    httpApi: api.httpApi,
    accessLogs: data.accessLogs,
  });
  const jobs = new JobsStack(app, name('jobs'), {
    ...common,
    description: 'Shelfline: scheduled jobs',
    ...ingestion,
    table: data.table,
    buckets,
    mailQueue: mail.mailQueue,
    exportRunsQueue: data.exportRunsQueue,
  });
  return { config, data, auth, mail, ...(mailIn ? { mailIn } : {}), api, web, jobs };
}

function need<T>(value: T | undefined): T {
  if (value === undefined)
    throw new Error('The data stack has no inbox bucket although mail is received in its region');
  return value;
}
