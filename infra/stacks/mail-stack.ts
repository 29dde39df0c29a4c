import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { QUEUES } from '../../functions/data/table.ts';
import {
  ENV,
  INGESTION_WORKER,
  MAIL_EVENTS_WORKER,
  MAIL_WORKER,
  MAIL_WORKER_CONCURRENCY,
} from '../../functions/registry.ts';
import type { ShelflineConfig } from '../config.ts';
import { stackSingletons } from '../constructs/nag.ts';
import { ShelflineFunction } from '../constructs/shelfline-function.ts';

/** Where SES stores incoming mail in the inbox bucket; only this prefix feeds the ingestion queue. */
export const INCOMING_PREFIX = 'incoming/';

export interface MailStackProps extends StackProps {
  config: ShelflineConfig;
  table: dynamodb.ITable;
  inbox: s3.Bucket;
  /** The outbox keeps each message's raw MIME here (mail/outbox/); the mail worker reads it. */
  files: s3.IBucket;
}

/** SES's sending events as EventBridge names them (detail-type): what the events worker records or logs. */
export const SES_EVENT_TYPES = [
  'Email Bounced',
  'Email Complaint Received',
  'Email Rejected',
  'Email Delivery Delayed',
  'Email Delivered',
] as const;

/**
 * Mail in and out.
 *
 * In: SES receives résumés sent to the inbound domain and stores them raw under `incoming/` in the
 * inbox bucket; the bucket notifies the ingestion queue; the ingestion worker reads each message.
 * Out: the SES identity functions send from, and the e-mail outbox (brief 5c): the API queues one message per batch
 * of 50 recipients in the mail queue; the mail worker (at most two at once, each pacing itself to half the account's
 * rate) sends them. SES publishes the sending events of the configuration set to EventBridge; a rule moves them to
 * the mail events queue, whose worker suppresses addresses that bounced or complained. The configuration set also
 * turns on SES's own suppression for bounces and complaints. SES's ACCOUNT-level suppression list has no
 * CloudFormation resource (it is PutAccountSuppressionAttributes, once per account); the configuration set's list
 * gives the same protection to everything the product sends.
 */
export class MailStack extends Stack {
  readonly ingestionQueue: sqs.Queue;
  readonly ingestionDlq: sqs.Queue;
  readonly mailIdentity: ses.EmailIdentity;
  readonly ingestionWorker: ShelflineFunction;
  readonly mailQueue: sqs.Queue;
  readonly mailDlq: sqs.Queue;
  readonly mailWorker: ShelflineFunction;
  readonly mailEventsQueue: sqs.Queue;
  readonly mailEventsWorker: ShelflineFunction;
  readonly configurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { config } = props;
    const workerTimeout = Duration.seconds(INGESTION_WORKER.timeoutSeconds ?? 60);

    this.configurationSet = new ses.ConfigurationSet(this, 'MailEvents', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.mailIdentity = new ses.EmailIdentity(this, 'MailFrom', {
      identity: ses.Identity.email(config.mailFrom),
      configurationSet: this.configurationSet,
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
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.inboxBucket]: props.inbox.bucketName,
        [ENV.filesBucket]: props.files.bucketName,
        [ENV.inboundDomain]: config.inboundDomain,
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
    this.ingestionWorker.addEventSource(
      new SqsEventSource(this.ingestionQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );

    // ---- the outbox
    const mailTimeout = Duration.seconds(MAIL_WORKER.timeoutSeconds ?? 180);
    this.mailDlq = new sqs.Queue(this, 'MailDlq', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.mailQueue = new sqs.Queue(this, 'MailQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(mailTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.mailDlq, maxReceiveCount: QUEUES.mail.maxReceiveCount },
    });
    const mailGrantTargets = {
      table: props.table,
      buckets: { files: props.files },
      mail: { identityArn: this.mailIdentity.emailIdentityArn, from: config.mailFrom },
      mailQueue: this.mailQueue,
    };
    this.mailWorker = new ShelflineFunction(this, 'MailWorker', {
      definition: MAIL_WORKER,
      description: 'Sends the e-mail outbox through SES, one batch of 50 recipients per message, paced',
      config,
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.filesBucket]: props.files.bucketName,
        [ENV.mailFrom]: config.mailFrom,
        [ENV.mailQueueUrl]: this.mailQueue.queueUrl,
        [ENV.mailConfigurationSet]: this.configurationSet.configurationSetName,
      },
      grantTargets: mailGrantTargets,
    });
    // Two at once at most: each paces itself to half of SES's rate (functions/domain/mail/pacing.ts).
    this.mailWorker.addEventSource(
      new SqsEventSource(this.mailQueue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        maxConcurrency: MAIL_WORKER_CONCURRENCY,
      }),
    );

    // ---- SES's sending events → EventBridge → the events queue
    this.configurationSet.addEventDestination('ToEventBridge', {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
        ses.EmailSendingEvent.DELIVERY_DELAY,
        ses.EmailSendingEvent.DELIVERY,
      ],
    });
    const mailEventsDlq = new sqs.Queue(this, 'MailEventsDlq', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const eventsTimeout = Duration.seconds(MAIL_EVENTS_WORKER.timeoutSeconds ?? 60);
    this.mailEventsQueue = new sqs.Queue(this, 'MailEventsQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(eventsTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: mailEventsDlq, maxReceiveCount: QUEUES.mailEvents.maxReceiveCount },
    });
    new events.Rule(this, 'SesSendingEvents', {
      description: "SES's sending events of the product's configuration set, for the suppression list",
      eventPattern: {
        source: ['aws.ses'],
        detailType: [...SES_EVENT_TYPES],
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [new eventTargets.SqsQueue(this.mailEventsQueue)],
    });
    this.mailEventsWorker = new ShelflineFunction(this, 'MailEventsWorker', {
      definition: MAIL_EVENTS_WORKER,
      description: "Records SES's bounces and complaints: suppressed addresses and message counts",
      config,
      environment: { [ENV.tableName]: props.table.tableName },
      grantTargets: { table: props.table },
    });
    this.mailEventsWorker.addEventSource(
      new SqsEventSource(this.mailEventsQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );
  }
}
