import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { ENV } from '../../functions/registry.ts';
import { INCOMING_PREFIX } from '../../infra/constructs/mail-in.ts';
import { defineShelfline } from '../../infra/shelfline-app.ts';
import { logicalIdOf, resourcesOf } from './support/synth.ts';

/*
 * The app with its main region in Canada, where SES does not receive, and mail received in us-east-1
 * (`cdk synth -c region=ca-central-1 -c mailRegion=us-east-1`). cdk-nag runs inside app.synth() as in the default
 * synth (an unacknowledged finding throws). Only the mail-in stack's function is bundled: the other stacks' code is
 * the default synth's (support/synth.ts), and bundling it all again would double the infra run.
 */
const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const cdkJson = JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
const outdir = mkdtempSync(join(tmpdir(), 'shelfline-cdk-split-'));
process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
const app = new App({
  outdir,
  context: {
    ...cdkJson.context,
    stage: 'dev',
    region: 'ca-central-1',
    mailRegion: 'us-east-1',
    'aws:cdk:bundling-stacks': ['shelfline-dev-mail-in'],
  },
});
const stacks = defineShelfline(app);
app.synth();
const { mailIn, data, mail, api, jobs } = stacks;
if (!mailIn) throw new Error('no mail-in stack although mailRegion differs from the main region');
const mailInTemplate = Template.fromStack(mailIn);

type Statement = { Action: string | string[]; Resource: unknown };

/** The statements of every inline policy of a role, with their resources as the template writes them. */
function statementsOfRole(template: Template, role: IConstruct): Statement[] {
  const roleId = logicalIdOf(role);
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties?.Roles ?? []).includes(`"${roleId}"`))
    .flatMap(
      (policy) => (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [],
    );
}

/** A function's environment variables as the template writes them. */
function environmentOf(template: Template, fn: IConstruct): Record<string, unknown> {
  const properties = resourcesOf(template, 'AWS::Lambda::Function')[logicalIdOf(fn)]?.Properties;
  return (properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
}

const actionsOn = (statements: Statement[], resourceText: RegExp) =>
  statements
    .filter((statement) => resourceText.test(JSON.stringify(statement.Resource)))
    .flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));

/** `Fn::GetStackOutput` of a stack of the other region, as CDK's weak references write it. */
const outputOf = (stackName: string, region: string, outputName: RegExp) =>
  new RegExp(
    `"Fn::GetStackOutput":\\{"StackName":"${stackName}","Region":"${region}","OutputName":"${outputName.source}`,
  );

describe('mail received in a region of its own (mailRegion us-east-1, main region ca-central-1)', () => {
  it('deploys the mail-in stack in us-east-1 with the inbox bucket, the receipt rules, the queues and the worker', () => {
    expect(mailIn.stackName).toBe('shelfline-dev-mail-in');
    expect(mailIn.region).toBe('us-east-1');
    expect(data.region).toBe('ca-central-1');
    mailInTemplate.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    mailInTemplate.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: Match.objectLike({
        Recipients: ['resumes.example.com'],
        Enabled: true,
        ScanEnabled: true,
        TlsPolicy: 'Require',
        Actions: [{ S3Action: { BucketName: { Ref: logicalIdOf(mailIn.inbox) }, ObjectKeyPrefix: INCOMING_PREFIX } }],
      }),
    });
    expect(Object.keys(resourcesOf(mailInTemplate, 'AWS::SQS::Queue'))).toEqual(
      expect.arrayContaining([logicalIdOf(mailIn.mailIn.ingestionQueue), logicalIdOf(mailIn.mailIn.ingestionDlq)]),
    );
    mailInTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(mailIn.mailIn.ingestionQueue), 'Arn'] },
      FunctionName: { Ref: logicalIdOf(mailIn.mailIn.ingestionWorker) },
    });
  });

  it('lets SES write only under incoming/ of the inbox bucket, from this account', () => {
    mailInTemplate.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:PutObject',
            Principal: { Service: 'ses.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            Resource: { 'Fn::Join': ['', [Match.anyValue(), '/incoming/*']] },
          }),
        ]),
      },
    });
  });

  it('keeps the inbox as the data stack keeps its buckets: 30-day incoming/ and quarantine/, encrypted, access-logged', () => {
    mailInTemplate.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: {
        DestinationBucketName: { Ref: logicalIdOf(mailIn.accessLogs) },
        LogFilePrefix: 's3/inbox/',
      },
      LifecycleConfiguration: {
        Rules: [
          { Id: 'expire-incoming-mail', Prefix: INCOMING_PREFIX, ExpirationInDays: 30, Status: 'Enabled' },
          { Id: 'expire-quarantine', Prefix: 'quarantine/', ExpirationInDays: 30, Status: 'Enabled' },
        ],
      },
    });
  });

  it("points the worker at the main region's table and files bucket, and names that region", () => {
    const variables = environmentOf(mailInTemplate, mailIn.mailIn.ingestionWorker);
    expect(variables[ENV.dataRegion]).toBe('ca-central-1');
    expect(JSON.stringify(variables[ENV.tableName])).toMatch(outputOf('shelfline-dev-data', 'ca-central-1', /.*Table/));
    expect(JSON.stringify(variables[ENV.filesBucket])).toMatch(
      outputOf('shelfline-dev-data', 'ca-central-1', /.*FilesBucket/),
    );
    expect(variables[ENV.inboxBucket]).toEqual({ Ref: logicalIdOf(mailIn.inbox) });
    // Its role writes that table and that bucket, by the same outputs.
    const statements = statementsOfRole(mailInTemplate, mailIn.mailIn.ingestionWorker.role as IConstruct);
    expect(actionsOn(statements, outputOf('shelfline-dev-data', 'ca-central-1', /.*Table/))).toContain(
      'dynamodb:PutItem',
    );
    expect(actionsOn(statements, outputOf('shelfline-dev-data', 'ca-central-1', /.*FilesBucket/))).toContain(
      's3:PutObject',
    );
  });

  it("lets the API's retry and the redrive job reach the mail region's queues and inbox (env and IAM)", () => {
    const mailInOutput = (name: string) => outputOf('shelfline-dev-mail-in', 'us-east-1', new RegExp(`.*${name}`));
    const ats = api.functions.ats;
    if (!ats) throw new Error('no ats function');
    const apiTemplate = Template.fromStack(api);
    const apiEnv = environmentOf(apiTemplate, ats);
    expect(apiEnv[ENV.inboxRegion]).toBe('us-east-1');
    expect(JSON.stringify(apiEnv[ENV.ingestionQueueUrl])).toMatch(mailInOutput('RefIngestionQueue'));
    expect(JSON.stringify(apiEnv[ENV.inboxBucket])).toMatch(mailInOutput('RefInboxBucket'));
    const apiStatements = statementsOfRole(apiTemplate, ats.role as IConstruct);
    expect(actionsOn(apiStatements, mailInOutput('FnGetAttIngestionQueue'))).toContain('sqs:SendMessage');
    expect(actionsOn(apiStatements, mailInOutput('FnGetAttInboxBucket'))).toContain('s3:GetObject');

    const jobsTemplate = Template.fromStack(jobs);
    const jobEnv = environmentOf(jobsTemplate, jobs.redriveJob);
    expect(jobEnv[ENV.inboxRegion]).toBe('us-east-1');
    expect(JSON.stringify(jobEnv[ENV.ingestionDlqUrl])).toMatch(mailInOutput('RefIngestionDlq'));
    const jobStatements = statementsOfRole(jobsTemplate, jobs.redriveJob.role as IConstruct);
    expect(actionsOn(jobStatements, mailInOutput('FnGetAttIngestionQueue'))).toContain('sqs:SendMessage');
    expect(actionsOn(jobStatements, mailInOutput('FnGetAttIngestionDlq'))).toContain('sqs:ReceiveMessage');
  });

  it("leaves no receipt resources, inbox bucket or ingestion queue in the main region's stacks", () => {
    for (const stack of [data, mail, api, jobs, stacks.auth, stacks.web]) {
      const template = Template.fromStack(stack);
      template.resourceCountIs('AWS::SES::ReceiptRuleSet', 0);
      template.resourceCountIs('AWS::SES::ReceiptRule', 0);
      template.resourceCountIs('Custom::S3BucketNotifications', 0);
      expect(stack.region).toBe('ca-central-1');
    }
    expect(data.buckets.inbox).toBeUndefined();
    expect(Template.fromStack(data).toJSON().Resources).not.toHaveProperty(logicalIdOf(mailIn.inbox));
    // The main region keeps the outbox: the mail stack's queues are the outbox's and SES events' alone.
    expect(Object.keys(resourcesOf(Template.fromStack(mail), 'AWS::SQS::Queue'))).toHaveLength(4);
  });
});
