import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { QUEUES } from '../../functions/data/table.ts';
import { ENV, MAIL_EVENTS_WORKER, MAIL_WORKER, MAIL_WORKER_CONCURRENCY } from '../../functions/registry.ts';
import type { ShelflineConfig } from '../config.ts';
import { addMailIn, type MailIn } from '../constructs/mail-in.ts';
import { ShelflineFunction } from '../constructs/shelfline-function.ts';

export { INCOMING_PREFIX } from '../constructs/mail-in.ts';

export interface MailStackProps extends StackProps {
  config: ShelflineConfig;
  table: dynamodb.ITable;
  /** The data stack's inbox bucket, when the mail-in part deploys in this stack (mail region = main region). */
  inbox?: s3.IBucket;
  /**
   * The mail-in part when it deploys in a mail region of its own (MailInStack): this stack then holds the outbox only,
   * and its `ingestion*` fields are that stack's resources.
   */
  mailIn?: MailIn;
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
 * In (infra/constructs/mail-in.ts): here when the mail region is the main region, in MailInStack otherwise.
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

    this.configurationSet = new ses.ConfigurationSet(this, 'MailEvents', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.mailIdentity = new ses.EmailIdentity(this, 'MailFrom', {
      identity: ses.Identity.email(config.mailFrom),
      configurationSet: this.configurationSet,
    });

    // The mail-in part: built here in one region, given when it has its own stack in the mail region.
    const mailIn =
      props.mailIn ?? addMailIn(this, { config, table: props.table, inbox: need(props.inbox), files: props.files });
    this.ingestionQueue = mailIn.ingestionQueue;
    this.ingestionDlq = mailIn.ingestionDlq;
    this.ingestionWorker = mailIn.ingestionWorker;

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

function need(inbox: s3.IBucket | undefined): s3.IBucket {
  if (!inbox) throw new Error('MailStack needs the inbox bucket, or the mail-in part built elsewhere (mailIn)');
  return inbox;
}
