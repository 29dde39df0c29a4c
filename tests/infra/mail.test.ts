import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { QUEUES } from '../../functions/data/table.ts';
import { INCOMING_PREFIX } from '../../infra/stacks/mail-stack.ts';
import { logicalIdOf, resourcesOf, synthShelfline, templateOf } from './support/synth.ts';

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

  it('refuses non-TLS access to both queues', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy'));
    expect(policies).toHaveLength(2);
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

  it('stores mail for the inbound domain under incoming/ and notifies the queue for that prefix only', () => {
    template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: Match.objectLike({
        Recipients: ['resumes.example.com'],
        Enabled: true,
        ScanEnabled: true,
        TlsPolicy: 'Require',
        Actions: [{ S3Action: Match.objectLike({ ObjectKeyPrefix: INCOMING_PREFIX }) }],
      }),
    });
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

  it('has the sending identity from the mailFrom context', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.com' });
  });
});
