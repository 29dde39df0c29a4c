import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { ShelflineConfig } from '../config.ts';
import { addMailIn, type MailIn } from '../constructs/mail-in.ts';
import { ACCESS_LOG_LIFECYCLE_RULES, bucketDefaults, INBOX_LIFECYCLE_RULES } from './data-stack.ts';

export interface MailInStackProps extends StackProps {
  config: ShelflineConfig;
  /** The main region's table and files bucket (data stack): the worker writes there. */
  table: dynamodb.ITable;
  files: s3.IBucket;
}

/**
 * The mail-in part in a mail region of its own (`-c mailRegion=us-east-1` beside a main region where SES does not
 * receive, brief X1): the inbox bucket with its access logs, the receipt rule set, the ingestion queue, its
 * dead-letter queue and the ingestion worker. The worker writes the table and the files bucket of the main region
 * (DATA_REGION); the API's retry and the redrive job reach this region's inbox and queues (INBOX_REGION).
 *
 * References across the two regions are CDK's weak references (cdk.json `defaultCrossStackReferences: weak`):
 * `Fn::GetStackOutput` naming the other region's stack, with no SSM parameters or custom resources, and the stacks
 * deployed in dependency order (data, then this one, then api and jobs).
 */
export class MailInStack extends Stack {
  readonly inbox: s3.Bucket;
  readonly accessLogs: s3.Bucket;
  readonly mailIn: MailIn;

  constructor(scope: Construct, id: string, props: MailInStackProps) {
    super(scope, id, props);
    const { config } = props;

    // S3 delivers server access logs only to a bucket of the same region: this region gets its own.
    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      ...bucketDefaults(config),
      lifecycleRules: ACCESS_LOG_LIFECYCLE_RULES,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "This is the server-access-log destination of the mail region's inbox bucket; logging it into itself would log its own log deliveries without end.",
    });
    this.inbox = new s3.Bucket(this, 'InboxBucket', {
      ...bucketDefaults(config),
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 's3/inbox/',
      lifecycleRules: INBOX_LIFECYCLE_RULES,
    });
    this.mailIn = addMailIn(this, {
      config,
      table: props.table,
      inbox: this.inbox,
      files: props.files,
      dataRegion: config.env.region,
    });
  }
}
