import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { QUEUES } from '../../functions/data/table.ts';
import { MAIL_WORKER, MAIL_WORKER_CONCURRENCY } from '../../functions/registry.ts';
import { noReceivingNote } from '../../infra/constructs/mail-in.ts';
import { INCOMING_PREFIX, SES_EVENT_TYPES } from '../../infra/stacks/mail-stack.ts';
import { actionsOfRole, logicalIdOf, resourcesOf, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const { mail } = stacks;
const template = templateOf(mail);

describe('mail stack', () => {
  it('sends the ingestion queue to its dead-letter queue after QUEUES.maxReceiveCount tries', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(mail.ingestionDlq), 'Arn'] },
        maxReceiveCount: QUEUES.ingestion.maxReceiveCount,
      },
      SqsManagedSseEnabled: true,
    });
    for (const queue of Object.values(resourcesOf(template, 'AWS::SQS::Queue'))) {
      expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true });
    }
  });

  it('refuses non-TLS access to every queue (ingestion, outbox, SES events, and their dead-letter queues)', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy'));
    expect(policies).toHaveLength(6);
    for (const policy of policies) expect(JSON.stringify(policy.Properties)).toContain('"aws:SecureTransport":"false"');
  });

  it('feeds the ingestion worker from the queue, 10 at a time, reporting failed items only', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(mail.ingestionQueue), 'Arn'] },
      FunctionName: { Ref: logicalIdOf(mail.ingestionWorker) },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    template.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs24.x', Timeout: 60 });
  });

  it('keeps the queue visibility timeout above the worker timeout', () => {
    const queue = template.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } });
    const visibility = (Object.values(queue)[0] as { Properties: { VisibilityTimeout: number } }).Properties
      .VisibilityTimeout;
    expect(visibility).toBeGreaterThanOrEqual(60);
  });

  it('notifies the queue of incoming/ only, and deploys no receipt rules where SES cannot receive (the default region)', () => {
    // A receipt rule set in ca-central-1 would fail the deployment; the synth says how to receive mail instead
    // (the rules themselves are asserted in the mail region: mail-region-split.test.ts).
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 0);
    template.resourceCountIs('AWS::SES::ReceiptRule', 0);
    expect(Annotations.fromStack(mail).findInfo('*', noReceivingNote('ca-central-1'))).toHaveLength(1);
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        QueueConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: INCOMING_PREFIX }] } },
            QueueArn: { 'Fn::GetAtt': [logicalIdOf(mail.ingestionQueue), 'Arn'] },
          },
        ],
      },
      // Only this stack's configuration is written; anything else on the bucket is kept.
      Managed: false,
    });
  });

  it('has the sending identity from the mailFrom context, sending through the configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: logicalIdOf(mail.configurationSet) } },
    });
  });

  it('feeds the mail worker from the outbox, two at most at once, failed batches only retried, DLQ after QUEUES.mail', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(mail.mailDlq), 'Arn'] },
        maxReceiveCount: QUEUES.mail.maxReceiveCount,
      },
      VisibilityTimeout: (MAIL_WORKER.timeoutSeconds ?? 0) * 6,
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(mail.mailQueue), 'Arn'] },
      FunctionName: { Ref: logicalIdOf(mail.mailWorker) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: MAIL_WORKER_CONCURRENCY },
    });
  });

  it("lets the mail worker send only as MAIL_FROM and read the account's rate", () => {
    const actions = actionsOfRole(template, logicalIdOf(mail.mailWorker.role as IConstruct));
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'ses:SendRawEmail', 'ses:GetAccount']));
    expect(JSON.stringify(resourcesOf(template, 'AWS::IAM::Policy'))).toContain(
      '"ses:FromAddress":"no-reply@example.com"',
    );
  });

  it('suppresses bounces and complaints in the configuration set and routes its events to the events worker', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint', 'reject', 'deliveryDelay']),
        EventBridgeDestination: Match.anyValue(),
      }),
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({ source: ['aws.ses'], 'detail-type': [...SES_EVENT_TYPES] }),
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(mail.mailEventsQueue), 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(mail.mailEventsQueue), 'Arn'] },
      FunctionName: { Ref: logicalIdOf(mail.mailEventsWorker) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});
