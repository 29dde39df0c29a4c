import { Annotations, Duration, type Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { QUEUES } from '../../functions/data/table.ts';
import { ENV, INGESTION_WORKER } from '../../functions/registry.ts';
import { SES_RECEIVING_REGIONS, type ShelflineConfig } from '../config.ts';
import { stackSingletons } from './nag.ts';
import { ShelflineFunction } from './shelfline-function.ts';

/** What the synth says where SES cannot receive: no receipt rules here, and how to get them. */
export const noReceivingNote = (region: string) =>
  `SES cannot receive e-mail in ${region}: no receipt rules are deployed, so résumés cannot arrive by e-mail. ` +
  `Pass -c mailRegion=${SES_RECEIVING_REGIONS[0]} (or another of ${SES_RECEIVING_REGIONS.join(', ')}) to receive them.`;

/** Where SES stores incoming mail in the inbox bucket; only this prefix feeds the ingestion queue. */
export const INCOMING_PREFIX = 'incoming/';

export interface MailInProps {
  config: ShelflineConfig;
  table: dynamodb.ITable;
  /** Where SES stores the raw mail (the data stack's, or the mail-in stack's in the mail region). */
  inbox: s3.IBucket;
  /** Where the worker keeps each résumé (ats/resumes/). */
  files: s3.IBucket;
  /** The main region, when the mail-in part runs in a mail region of its own: the worker's table and files are there. */
  dataRegion?: string;
}

/** The mail-in part: what the API's retry and the redrive job reach, and the worker. */
export interface MailIn {
  inbox: s3.IBucket;
  ingestionQueue: sqs.Queue;
  ingestionDlq: sqs.Queue;
  ingestionWorker: ShelflineFunction;
}

/**
 * Mail in: SES receives résumés sent to the inbound domain and stores them raw under `incoming/` in the inbox bucket;
 * the bucket notifies the ingestion queue; the ingestion worker reads each message.
 *
 * Built straight on `stack` with fixed ids, so the mail stack's resources keep their logical ids when it holds this
 * part (one region) and the mail-in stack gets the same ones (a mail region of its own).
 */
export function addMailIn(stack: Stack, props: MailInProps): MailIn {
  const { config } = props;
  const workerTimeout = Duration.seconds(INGESTION_WORKER.timeoutSeconds ?? 60);

  const ingestionDlq = new sqs.Queue(stack, 'IngestionDlq', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // The daily redrive job gets two weeks of chances before a message is gone.
    retentionPeriod: Duration.days(14),
  });
  const ingestionQueue = new sqs.Queue(stack, 'IngestionQueue', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // AWS's advice for Lambda consumers: six times the function timeout, so retries are not cut short.
    visibilityTimeout: Duration.seconds(workerTimeout.toSeconds() * 6),
    deadLetterQueue: { queue: ingestionDlq, maxReceiveCount: QUEUES.ingestion.maxReceiveCount },
  });

  // SES can only write to the bucket it is given; the S3 action adds SES's put right to the
  // inbox bucket's policy (in the bucket's stack), limited to this account and the incoming prefix.
  // The rule set must be made active once per account and region (`aws ses set-active-receipt-rule-set`),
  // and the domain's MX record must point at SES's inbound endpoint of this region.
  // Where SES cannot receive (the default ca-central-1 without -c mailRegion), a rule set would fail the deployment:
  // the rest is deployed (a failure's retry and the redrive still work) and the synth says how to receive mail.
  if (SES_RECEIVING_REGIONS.includes(stack.region)) {
    new ses.ReceiptRuleSet(stack, 'Inbound', {
      rules: [
        {
          recipients: [config.inboundDomain],
          scanEnabled: true,
          tlsPolicy: ses.TlsPolicy.REQUIRE,
          actions: [new sesActions.S3({ bucket: props.inbox, objectKeyPrefix: INCOMING_PREFIX })],
        },
      ],
    });
  } else {
    Annotations.of(stack).addInfo(noReceivingNote(stack.region));
  }

  // The notification is added through an imported copy of the bucket so that it lives in this stack:
  // adding it to the data stack's bucket would make the data stack point at this stack's queue while
  // this stack points at the data stack's bucket (a dependency cycle).
  const inbox = s3.Bucket.fromBucketAttributes(stack, 'Inbox', {
    bucketArn: props.inbox.bucketArn,
    bucketName: props.inbox.bucketName,
  });
  inbox.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.SqsDestination(ingestionQueue), {
    prefix: INCOMING_PREFIX,
  });
  for (const handler of stackSingletons(stack, 'BucketNotificationsHandler')) {
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's own handler that writes the bucket's notification configuration at deploy time; it only needs to write its logs, which is what this managed policy allows.",
    });
  }

  const ingestionWorker = new ShelflineFunction(stack, 'IngestionWorker', {
    definition: INGESTION_WORKER,
    description: 'Reads résumés received by e-mail (SES → S3 → SQS)',
    config,
    environment: {
      [ENV.tableName]: props.table.tableName,
      [ENV.inboxBucket]: props.inbox.bucketName,
      [ENV.filesBucket]: props.files.bucketName,
      [ENV.inboundDomain]: config.inboundDomain,
      // The table and the files bucket are in the main region (functions/common/aws/regions.ts).
      ...(props.dataRegion ? { [ENV.dataRegion]: props.dataRegion } : {}),
      // The optional LLM résumé analyzer (brief A7): set only when the stage names its model.
      ...(config.bedrockModelId
        ? { [ENV.resumeAnalyzer]: 'bedrock', [ENV.bedrockModelId]: config.bedrockModelId }
        : {}),
    },
    grantTargets: {
      table: props.table,
      buckets: { inbox: props.inbox, files: props.files },
      ...(config.bedrockModelId ? { bedrockModelId: config.bedrockModelId } : {}),
    },
  });
  ingestionWorker.addEventSource(new SqsEventSource(ingestionQueue, { batchSize: 10, reportBatchItemFailures: true }));

  return { inbox: props.inbox, ingestionQueue, ingestionDlq, ingestionWorker };
}
