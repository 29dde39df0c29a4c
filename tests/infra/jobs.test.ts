import { Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { actionsOfRole, logicalIdOf, resourcesOf, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const { jobs, data } = stacks;
const template = templateOf(jobs);

describe('jobs stack', () => {
  it('runs the redrive job every day at 03:00 Toronto time through its own scheduler role', () => {
    const role = jobs.node.findChild('SchedulerRole');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'America/Toronto',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalIdOf(jobs.redriveJob), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [logicalIdOf(role), 'Arn'] },
      },
    });
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          {
            Action: 'sts:AssumeRole',
            Effect: 'Allow',
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          },
        ],
      },
    });
  });

  it('lets the job send to the ingestion queue, take from its dead-letter queue and record failed mails, nothing else', () => {
    const jobRole = logicalIdOf(jobs.redriveJob.role as IConstruct);
    const actions = actionsOfRole(template, jobRole);
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).toContain('sqs:ReceiveMessage');
    expect(actions).toContain('sqs:DeleteMessage');
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions.filter((a) => !/^(sqs|dynamodb|logs|xray):/.test(a))).toEqual([]);
  });

  it('ticks the scheduled exports with ONE schedule every 5 minutes, on time, through the scheduler role', () => {
    const role = jobs.node.findChild('SchedulerRole');
    const tickSchedules = Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule')).filter((schedule) =>
      JSON.stringify(schedule.Properties?.Target).includes(logicalIdOf(jobs.exportTickJob)),
    );
    expect(tickSchedules).toHaveLength(1);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(5 minutes)',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalIdOf(jobs.exportTickJob), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [logicalIdOf(role), 'Arn'] },
      },
    });
  });

  it('lets the tick read and write the table and send to the export runs queue, nothing else', () => {
    const actions = actionsOfRole(template, logicalIdOf(jobs.exportTickJob.role as IConstruct));
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).not.toContain('sqs:ReceiveMessage');
    expect(actions.filter((a) => !/^(sqs|dynamodb|logs|xray):/.test(a))).toEqual([]);
    const sqsStatements = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(sqsStatements).toContain('ExportRunsQueue');
  });

  it('runs the recruiting retention job every day at 02:30 Toronto time, for up to 15 minutes', () => {
    const role = jobs.node.findChild('SchedulerRole');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(30 2 * * ? *)',
      ScheduleExpressionTimezone: 'America/Toronto',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalIdOf(jobs.atsRetentionJob), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [logicalIdOf(role), 'Arn'] },
      },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 900,
      Description: Match.stringLikeRegexp('retention'),
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          FILES_BUCKET: Match.anyValue(),
          // the default retention (brief A16), set from -c atsRetentionMonths
          ATS_RETENTION_MONTHS: '96',
        }),
      },
    });
  });

  it('lets the retention job read and write the table and the files bucket, nothing else', () => {
    const actions = actionsOfRole(template, logicalIdOf(jobs.atsRetentionJob.role as IConstruct));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 's3:DeleteObject']));
    expect(actions.filter((a) => !/^(s3|dynamodb|logs|xray):/.test(a))).toEqual([]);
    const policies = JSON.stringify(
      Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((p) =>
        JSON.stringify(p.Properties?.Roles).includes(logicalIdOf(jobs.atsRetentionJob.role as IConstruct)),
      ),
    );
    expect(policies).toContain('FilesBucket');
    expect(policies).not.toMatch(/InboxBucket|ExportsBucket|LogsBucket/);
  });

  it('runs the export worker from the export runs queue one message at a time, two at most, with partial failures', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf(jobs.exportRunWorker) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: Match.absent(),
      Timeout: 900,
      MemorySize: 2048,
      Handler: 'index.handler',
      Description: Match.stringLikeRegexp('scheduled export'),
    });
  });

  it("lets the worker consume the export runs queue (its backoff too) and write only its grants' resources", () => {
    const actions = actionsOfRole(template, logicalIdOf(jobs.exportRunWorker.role as IConstruct));
    expect(actions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']),
    );
    // The outbox (mail:enqueue) is the only queue it sends to; S3 and DynamoDB come from its registry grants.
    expect(actions.filter((a) => !/^(sqs|s3|dynamodb|logs|xray):/.test(a))).toEqual([]);
    const policies = JSON.stringify(
      Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((p) =>
        JSON.stringify(p.Properties?.Roles).includes(logicalIdOf(jobs.exportRunWorker.role as IConstruct)),
      ),
    );
    expect(policies).toContain('logs/scheduled-exports-*');
  });

  it('keeps the export runs queue encrypted, TLS-only, with a dead-letter queue after 5 receives', () => {
    const dataTemplate = templateOf(data);
    dataTemplate.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 960,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(data.exportRunsDlq), 'Arn'] },
        maxReceiveCount: 5,
      },
    });
    dataTemplate.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: logicalIdOf(data.exportRunsQueue) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    dataTemplate.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: 'expire-scheduled-exports', Prefix: 'exports/scheduled/', ExpirationInDays: 403 }),
        ]),
      },
    });
  });
});
