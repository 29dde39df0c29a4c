import { Duration, Stack, type StackProps, TimeZone } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ATS_RETENTION_JOB, ENV, EXPORT_RUN_WORKER, EXPORT_TICK_JOB, REDRIVE_JOB } from '../../functions/registry.ts';
import type { ShelflineConfig } from '../config.ts';
import { acknowledgeWildcardResource } from '../constructs/nag.ts';
import { ShelflineFunction } from '../constructs/shelfline-function.ts';
import type { BucketPurpose } from './data-stack.ts';

export interface JobsStackProps extends StackProps {
  config: ShelflineConfig;
  ingestionQueue: sqs.IQueue;
  ingestionDlq: sqs.IQueue;
  /** The mail region, when the ingestion queues are there (MailInStack); absent: this region. */
  inboxRegion?: string;
  table: dynamodb.ITable;
  buckets: Record<BucketPurpose, s3.IBucket>;
  /** The e-mail outbox: scheduled exports' files and failure notices go out through it. */
  mailQueue: sqs.IQueue;
  /** Scheduled exports' runs (data stack): the tick sends, the export run worker consumes. */
  exportRunsQueue: sqs.IQueue;
}

/** Export run workers at once at most (the event source's maxConcurrency): exports are heavy, schedules are few. */
export const EXPORT_RUN_CONCURRENCY = 2;

/** Scheduled work: EventBridge Scheduler invoking job functions in the company's time zone. */
export class JobsStack extends Stack {
  readonly redriveJob: ShelflineFunction;
  readonly redriveSchedule: scheduler.Schedule;
  readonly exportTickJob: ShelflineFunction;
  readonly exportTickSchedule: scheduler.Schedule;
  readonly exportRunWorker: ShelflineFunction;
  readonly atsRetentionJob: ShelflineFunction;
  readonly atsRetentionSchedule: scheduler.Schedule;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.redriveJob = new ShelflineFunction(this, 'RedriveIngestion', {
      definition: REDRIVE_JOB,
      description: 'Daily: sends dead-lettered ingestion messages back for one more try, gives up after two',
      config,
      environment: {
        [ENV.ingestionQueueUrl]: props.ingestionQueue.queueUrl,
        [ENV.ingestionDlqUrl]: props.ingestionDlq.queueUrl,
        ...(props.inboxRegion ? { [ENV.inboxRegion]: props.inboxRegion } : {}),
        // A message given up on after two redrives ends its mail as a recorded failure.
        [ENV.tableName]: props.table.tableName,
      },
      grantTargets: { ingestionQueue: props.ingestionQueue, table: props.table },
    });
    // Sending back means taking the message off the dead-letter queue first. The registry has no
    // grant word for that, so it is given here, on this one queue only.
    props.ingestionDlq.grantConsumeMessages(this.redriveJob);

    const role = new iam.Role(this, 'SchedulerRole', {
      description: 'EventBridge Scheduler: invokes Shelfline job functions',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    });
    this.redriveSchedule = new scheduler.Schedule(this, 'RedriveIngestionDaily', {
      description: 'Redrive dead-lettered ingestion messages, daily at 03:00 Toronto time',
      // 03:00 local: after the evening's mail, before the office opens; DST handled by the time zone.
      schedule: scheduler.ScheduleExpression.cron({
        minute: '0',
        hour: '3',
        timeZone: TimeZone.AMERICA_TORONTO,
      }),
      target: new targets.LambdaInvoke(this.redriveJob, {
        role,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
      }),
    });
    acknowledgeWildcardResource(
      role,
      `${this.redriveJob.functionArn}:*`,
      "The scheduler target's invoke grant also covers the job's versions and aliases (`<arn>:*`); it is this one function only.",
    );

    // ---- scheduled exports (brief files-mail-recruiting §7.4, J2): schedules are data in the table; ONE schedule
    // here ticks every 5 minutes, and the tick queues the due runs for the worker.
    const exportGrantTargets = {
      table: props.table,
      buckets: props.buckets,
      mailQueue: props.mailQueue,
      exportRunsQueue: props.exportRunsQueue,
    };
    this.exportTickJob = new ShelflineFunction(this, 'ExportSchedulesTick', {
      definition: EXPORT_TICK_JOB,
      description: 'Every 5 minutes: queues the runs of the scheduled exports that are due',
      config,
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.exportRunsQueueUrl]: props.exportRunsQueue.queueUrl,
      },
      grantTargets: exportGrantTargets,
    });
    this.exportTickSchedule = new scheduler.Schedule(this, 'ExportSchedulesTickEvery5Minutes', {
      description: 'Scheduled exports: dispatch the due runs every 5 minutes',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(5)),
      // On time: a run is due at its minute, not within a window after it.
      timeWindow: scheduler.TimeWindow.off(),
      target: new targets.LambdaInvoke(this.exportTickJob, {
        role,
        // A missed tick is made up by the next one 5 minutes later (the schedules stay due): no late retries.
        retryAttempts: 0,
        maxEventAge: Duration.minutes(5),
      }),
    });
    acknowledgeWildcardResource(
      role,
      `${this.exportTickJob.functionArn}:*`,
      "The scheduler target's invoke grant also covers the tick's versions and aliases (`<arn>:*`); it is this one function only.",
    );

    // ---- recruiting's retention (brief A16): applicants past ATS_RETENTION_MONTHS, failures past 180 days.
    this.atsRetentionJob = new ShelflineFunction(this, 'AtsRetention', {
      definition: ATS_RETENTION_JOB,
      description: 'Daily: purges applicants past the retention (with their résumés) and old ingestion failures',
      config,
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.filesBucket]: props.buckets.files.bucketName,
        [ENV.atsRetentionMonths]: String(config.atsRetentionMonths),
      },
      grantTargets: { table: props.table, buckets: props.buckets },
    });
    this.atsRetentionSchedule = new scheduler.Schedule(this, 'AtsRetentionDaily', {
      description: 'Recruiting retention: purge expired applicants and failures, daily at 02:30 Toronto time',
      // 02:30 local: the quietest hour, before the 03:00 redrive; DST handled by the time zone.
      schedule: scheduler.ScheduleExpression.cron({ minute: '30', hour: '2', timeZone: TimeZone.AMERICA_TORONTO }),
      target: new targets.LambdaInvoke(this.atsRetentionJob, {
        role,
        // A failed run is made up by the next day's (the job continues where the index shows expired applicants).
        retryAttempts: 1,
        maxEventAge: Duration.hours(2),
      }),
    });
    acknowledgeWildcardResource(
      role,
      `${this.atsRetentionJob.functionArn}:*`,
      "The scheduler target's invoke grant also covers the job's versions and aliases (`<arn>:*`); it is this one function only.",
    );

    this.exportRunWorker = new ShelflineFunction(this, 'ExportRunWorker', {
      definition: EXPORT_RUN_WORKER,
      description: "Produces and delivers a scheduled export's run (one message of the export runs queue)",
      config,
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.filesBucket]: props.buckets.files.bucketName,
        [ENV.exportsBucket]: props.buckets.exports.bucketName,
        [ENV.logsBucket]: props.buckets.logs.bucketName,
        [ENV.mailFrom]: config.mailFrom,
        [ENV.mailQueueUrl]: props.mailQueue.queueUrl,
        [ENV.exportRunsQueueUrl]: props.exportRunsQueue.queueUrl,
      },
      grantTargets: exportGrantTargets,
    });
    // One run per invocation (a run may take minutes), two at once at most; a failed attempt is reported as a
    // batch item failure and comes back after the backoff the worker set on it (ChangeMessageVisibility is among the
    // consume rights the event source grants).
    this.exportRunWorker.addEventSource(
      new SqsEventSource(props.exportRunsQueue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: EXPORT_RUN_CONCURRENCY,
      }),
    );
  }
}
