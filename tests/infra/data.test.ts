import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BUCKETS, projectedAttributesOf, TABLE } from '../../functions/data/table.ts';
import { INCOMING_PREFIX } from '../../infra/stacks/mail-stack.ts';
import { resourcesOf, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const data = templateOf(stacks.data);

describe('data stack', () => {
  it('builds the single table from TABLE: keys, GSIs with all attributes or the compact projection, on-demand, PITR, TTL', () => {
    const gsis = TABLE.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: projectedAttributesOf(index)
        ? { ProjectionType: 'INCLUDE', NonKeyAttributes: projectedAttributesOf(index) }
        : { ProjectionType: 'ALL' },
    }));
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: gsis,
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
    });
  });

  it('lets the dev stage be deleted but not prod (checked on the dev synth: no deletion protection)', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });

  it('has one bucket per BUCKETS purpose plus the access-log bucket, all private, encrypted and TLS-only', () => {
    const buckets = resourcesOf(data, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(Object.keys(BUCKETS).length + 1);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
    }
    const policies = resourcesOf(data, 'AWS::S3::BucketPolicy');
    expect(Object.keys(policies)).toHaveLength(Object.keys(buckets).length);
    for (const policy of Object.values(policies)) {
      expect(JSON.stringify(policy.Properties)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('versions the files bucket, expires exports after 2 days (and failed uploads after 1), and logs every app bucket', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 's3/files/' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          // Service report files: infrequent access after 90 days, gone after the 96 months the privacy page states.
          Match.objectLike({
            Prefix: 'service-reports/',
            Transitions: [{ StorageClass: 'STANDARD_IA', TransitionInDays: 90 }],
            ExpirationInDays: 2928,
          }),
        ]),
      },
    });
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({
            ExpirationInDays: 2,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          }),
        ],
      },
      LoggingConfiguration: { LogFilePrefix: 's3/exports/' },
    });
    for (const purpose of Object.keys(BUCKETS)) {
      data.hasResourceProperties('AWS::S3::Bucket', { LoggingConfiguration: { LogFilePrefix: `s3/${purpose}/` } });
    }
  });

  it("expires the inbox's raw mail (incoming/) and quarantined mail after 30 days, and the files bucket's quarantine", () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { LogFilePrefix: 's3/inbox/' },
      LifecycleConfiguration: {
        Rules: [
          { Id: 'expire-incoming-mail', Prefix: INCOMING_PREFIX, ExpirationInDays: 30, Status: 'Enabled' },
          { Id: 'expire-quarantine', Prefix: 'quarantine/', ExpirationInDays: 30, Status: 'Enabled' },
        ],
      },
    });
    data.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { LogFilePrefix: 's3/files/' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'quarantine/', ExpirationInDays: 30 })]),
      },
    });
  });

  it('gives SES no write on the inbox in a region where it cannot receive (the default region)', () => {
    // Where SES receives, the rule's S3 action grants it incoming/ only (mail-region-split.test.ts).
    for (const policy of Object.values(resourcesOf(data, 'AWS::S3::BucketPolicy'))) {
      expect(JSON.stringify(policy)).not.toContain('ses.amazonaws.com');
    }
  });

  it('lets the browser PUT staged uploads and GET previews, expires staging and quarantine, keeps old versions 90 days', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET'], AllowedOrigins: ['https://*.cloudfront.net'] })],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 90 } }),
          Match.objectLike({ Prefix: 'uploads/pending/', ExpirationInDays: 1 }),
          Match.objectLike({ Prefix: 'quarantine/', ExpirationInDays: 30 }),
        ]),
      },
    });
  });

  it('has GuardDuty scan and tag new file manager objects and staged uploads', () => {
    data.resourceCountIs('AWS::GuardDuty::MalwareProtectionPlan', 1);
    data.hasResourceProperties('AWS::GuardDuty::MalwareProtectionPlan', {
      ProtectedResource: { S3Bucket: { ObjectPrefixes: ['filemanager/', 'uploads/pending/'] } },
      Actions: { Tagging: { Status: 'ENABLED' } },
    });
    data.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'malware-protection-plan.guardduty.amazonaws.com' } })],
      },
    });
  });
});
