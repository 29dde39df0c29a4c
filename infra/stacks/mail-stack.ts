import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { QUEUES } from '../../functions/data/table.ts';
import { ENV, INGESTION_WORKER } from '../../functions/registry.ts';
import type { ShelflineConfig } from '../config.ts';
import { stackSingletons } from '../constructs/nag.ts';
import { ShelflineFunction } from '../constructs/shelfline-function.ts';

/** Where SES stores incoming mail in the inbox bucket; only this prefix feeds the ingestion queue. */
export const INCOMING_PREFIX = 'incoming/';

export interface MailStackProps extends StackProps {
  config: ShelflineConfig;
  table: dynamodb.ITable;
  inbox: s3.Bucket;
}

/**
 * Mail in and out.
 *
 * In: SES receives résumés sent to the inbound domain and stores them raw under `incoming/` in the
 * inbox bucket; the bucket notifies the ingestion queue; the ingestion worker reads each message.
 * Out: the SES identity functions send from.
 */
export class MailStack extends Stack {
  readonly ingestionQueue: sqs.Queue;
  readonly ingestionDlq: sqs.Queue;
  readonly mailIdentity: ses.EmailIdentity;
  readonly ingestionWorker: ShelflineFunction;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { config } = props;
    const workerTimeout = Duration.seconds(INGESTION_WORKER.timeoutSeconds ?? 60);

    this.mailIdentity = new ses.EmailIdentity(this, 'MailFrom', {
      identity: ses.Identity.email(config.mailFrom),
    });

    this.ingestionDlq = new sqs.Queue(this, 'IngestionDlq', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The daily redrive job gets two weeks of chances before a message is gone.
      retentionPeriod: Duration.days(14),
    });
    this.ingestionQueue = new sqs.Queue(this, 'IngestionQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's advice for Lambda consumers: six times the function timeout, so retries are not cut short.
      visibilityTimeout: Duration.seconds(workerTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.ingestionDlq, maxReceiveCount: QUEUES.ingestion.maxReceiveCount },
    });

    // SES can only write to the bucket it is given; the S3 action adds SES's put right to the
    // inbox bucket's policy (in the data stack), limited to this account and the incoming prefix.
    // The rule set must be made active once per account and region (`aws ses set-active-receipt-rule-set`),
    // and the domain's MX record must point at SES's inbound endpoint of this region.
    new ses.ReceiptRuleSet(this, 'Inbound', {
      rules: [
        {
          recipients: [config.inboundDomain],
          scanEnabled: true,
          tlsPolicy: ses.TlsPolicy.REQUIRE,
          actions: [new sesActions.S3({ bucket: props.inbox, objectKeyPrefix: INCOMING_PREFIX })],
        },
      ],
    });

    // The notification is added through an imported copy of the bucket so that it lives in this stack:
    // adding it to the data stack's bucket would make the data stack point at this stack's queue while
    // this stack points at the data stack's bucket (a dependency cycle).
    const inbox = s3.Bucket.fromBucketAttributes(this, 'Inbox', {
      bucketArn: props.inbox.bucketArn,
      bucketName: props.inbox.bucketName,
    });
    inbox.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.SqsDestination(this.ingestionQueue), {
      prefix: INCOMING_PREFIX,
    });
    for (const handler of stackSingletons(this, 'BucketNotificationsHandler')) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's own handler that writes the bucket's notification configuration at deploy time; it only needs to write its logs, which is what this managed policy allows.",
      });
    }

    this.ingestionWorker = new ShelflineFunction(this, 'IngestionWorker', {
      definition: INGESTION_WORKER,
      description: 'Reads résumés received by e-mail (SES → S3 → SQS)',
      config,
      environment: { [ENV.tableName]: props.table.tableName, [ENV.inboxBucket]: props.inbox.bucketName },
      grantTargets: { table: props.table, buckets: { inbox: props.inbox } },
    });
    this.ingestionWorker.addEventSource(
      new SqsEventSource(this.ingestionQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );
  }
}
