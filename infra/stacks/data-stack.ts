import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type BUCKETS, projectedAttributesOf, QUEUES, TABLE } from '../../functions/data/table.ts';
import type { ShelflineConfig } from '../config.ts';
import { INCOMING_PREFIX } from '../constructs/mail-in.ts';
import { MalwareProtection } from '../constructs/malware-protection.ts';

export type BucketPurpose = keyof typeof BUCKETS;

/** The data stack's buckets: the inbox only when the mail-in part deploys in the main region. */
export type DataBuckets = Record<Exclude<BucketPurpose, 'inbox'>, s3.Bucket> & { inbox?: s3.Bucket };

export interface DataStackProps extends StackProps {
  config: ShelflineConfig;
  /** False when the inbox bucket deploys with the mail-in stack in a mail region of its own (default true). */
  inbox?: boolean;
}

/**
 * Raw e-mail from SES (`incoming/`), read once by the ingestion worker; kept 30 days for a retry or an investigation
 * (issue 20's retention), infected mail moved to `quarantine/` a month for the admin (brief §3.5).
 */
export const INBOX_LIFECYCLE_RULES: s3.LifecycleRule[] = [
  { id: 'expire-incoming-mail', prefix: INCOMING_PREFIX, expiration: Duration.days(30) },
  { id: 'expire-quarantine', prefix: 'quarantine/', expiration: Duration.days(30) },
];

/** S3 server access logs are kept a year. */
export const ACCESS_LOG_LIFECYCLE_RULES: s3.LifecycleRule[] = [
  { id: 'expire-access-logs', expiration: Duration.days(365) },
];

/** Every bucket of Shelfline: private, TLS only, encrypted, retained on prod. */
export function bucketDefaults(config: ShelflineConfig): s3.BucketProps {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: s3.BucketEncryption.S3_MANAGED,
    removalPolicy: config.removalPolicy,
    // Throw-away stages empty their buckets on delete so a stack deletion does not fail half-way.
    autoDeleteObjects: !config.isProd,
  };
}

/**
 * What Shelfline keeps: the single table and the buckets, all built from `functions/data/table.ts`,
 * the same definition the local runner provisions from.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly buckets: DataBuckets;
  /** S3 server access logs of every bucket and CloudFront's standard logs. */
  readonly accessLogs: s3.Bucket;
  /**
   * Scheduled exports' runs (QUEUES.exportRuns): the tick (jobs stack) and Run now (API) send, the export run worker
   * (jobs stack) consumes. Here because both of those stacks use it.
   */
  readonly exportRunsQueue: sqs.Queue;
  readonly exportRunsDlq: sqs.Queue;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      deletionProtection: config.isProd,
      removalPolicy: config.removalPolicy,
    });
    for (const index of TABLE.globalSecondaryIndexes) {
      const projected = projectedAttributesOf(index);
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        ...(projected
          ? { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...projected] }
          : { projectionType: dynamodb.ProjectionType.ALL }),
      });
    }

    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      ...bucketDefaults(config),
      // CloudFront's standard logs are written through the bucket ACL, which needs ACLs enabled.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: ACCESS_LOG_LIFECYCLE_RULES,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the server-access-log destination of every other bucket and of CloudFront; logging it into itself would log its own log deliveries without end.',
    });

    const bucket = (purpose: BucketPurpose, extra: Partial<s3.BucketProps> = {}) =>
      new s3.Bucket(this, `${purpose[0]?.toUpperCase()}${purpose.slice(1)}Bucket`, {
        ...bucketDefaults(config),
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: `s3/${purpose}/`,
        ...extra,
      });
    this.buckets = {
      // Attachments and documents users upload: versioned so an overwrite or delete can be undone.
      files: bucket('files', {
        versioned: true,
        // The browser PUTs staged uploads and the PDF viewer fetches presigned GETs straight from the bucket. The
        // site is served from CloudFront's own domain, unknown when this stack is built: the origin is matched by
        // pattern (a presigned URL is still needed for every object).
        cors: [
          {
            allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
            allowedOrigins: ['https://*.cloudfront.net'],
            allowedHeaders: ['content-type', 'content-length'],
            exposedHeaders: ['etag', 'content-disposition', 'content-length'],
            maxAge: 3000,
          },
        ],
        lifecycleRules: [
          // Deleted and overwritten files stay recoverable 90 days (the file manager's deletes rely on it).
          { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(90) },
          // Staged uploads (presigned PUTs, brief §3.1) are consumed within minutes; what is left was abandoned.
          {
            id: 'expire-staged-uploads',
            prefix: 'uploads/pending/',
            expiration: Duration.days(1),
            abortIncompleteMultipartUploadAfter: Duration.days(1),
          },
          // Infected objects are moved here on discovery (brief §3.4) and kept a month for the admin.
          { id: 'expire-quarantine', prefix: 'quarantine/', expiration: Duration.days(30) },
          // Service report pictures and forms (~300 GB a year): rarely read after the Summary is reviewed, kept
          // as long as the privacy page promises at most (96 months, 000 §2.1).
          // Scheduled exports' files (functions/domain/export-schedules/produce-export.ts), kept as long as their
          // runs' history (13 months, the runs' TTL).
          { id: 'expire-scheduled-exports', prefix: 'exports/scheduled/', expiration: Duration.days(13 * 31) },
          {
            id: 'service-reports-retention',
            prefix: 'service-reports/',
            transitions: [{ storageClass: s3.StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(90) }],
            expiration: Duration.days(96 * 30 + 48),
          },
        ],
      }),
      // Raw e-mail from SES; in the mail-in stack instead when mail is received in another region.
      ...(props.inbox === false ? {} : { inbox: bucket('inbox', { lifecycleRules: INBOX_LIFECYCLE_RULES }) }),
      // Generated spreadsheets and PDFs are downloaded right away; they can be generated again.
      // An export is fetched through a 15-minute link (functions/common/export/export-to-s3.ts): two days covers a
      // retry; parts of an upload that failed midway are dropped after one.
      exports: bucket('exports', {
        lifecycleRules: [
          { id: 'expire-exports', expiration: Duration.days(2), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ],
      }),
      logs: bucket('logs'),
    };
    this.exportRunsDlq = new sqs.Queue(this, 'ExportRunsDlq', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.exportRunsQueue = new sqs.Queue(this, 'ExportRunsQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Longer than the worker's 15 minutes: a message is not handed to a second worker while the first runs it.
      // The worker's own retries set their backoff on the message (ChangeMessageVisibility).
      visibilityTimeout: Duration.seconds(QUEUES.exportRuns.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.exportRunsDlq, maxReceiveCount: QUEUES.exportRuns.maxReceiveCount },
    });

    // The file manager's kept files and its staged uploads are scanned as they arrive.
    new MalwareProtection(this, 'FilesMalwareProtection', {
      bucket: this.buckets.files,
      prefixes: ['filemanager/', 'uploads/pending/'],
    });
  }
}
