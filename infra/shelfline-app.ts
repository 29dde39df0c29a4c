import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig, type ShelflineConfig } from './config.ts';
import { ResolveAcknowledgements } from './constructs/nag.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { JobsStack } from './stacks/jobs-stack.ts';
import { MailStack } from './stacks/mail-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export interface ShelflineStacks {
  config: ShelflineConfig;
  data: DataStack;
  auth: AuthStack;
  mail: MailStack;
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

  const data = new DataStack(app, name('data'), { ...common, description: 'Shelfline: table and buckets' });
  const auth = new AuthStack(app, name('auth'), {
    ...common,
    description: 'Shelfline: Cognito user pool, groups and app clients',
    table: data.table,
  });
  const mail = new MailStack(app, name('mail'), {
    ...common,
    description: 'Shelfline: SES in and out, ingestion queue and worker',
    table: data.table,
    inbox: data.buckets.inbox,
    files: data.buckets.files,
  });
  const api = new ApiStack(app, name('api'), {
    ...common,
    description: 'Shelfline: HTTP API and its functions',
    table: data.table,
    buckets: data.buckets,
    userPool: auth.userPool,
    staffClient: auth.staffClient,
    customerClient: auth.customerClient,
    issuerUrl: auth.issuerUrl,
    ingestionQueue: mail.ingestionQueue,
    ingestionDlq: mail.ingestionDlq,
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
    ingestionQueue: mail.ingestionQueue,
    ingestionDlq: mail.ingestionDlq,
    table: data.table,
    buckets: data.buckets,
    mailQueue: mail.mailQueue,
    exportRunsQueue: data.exportRunsQueue,
  });
  return { config, data, auth, mail, api, web, jobs };
}
