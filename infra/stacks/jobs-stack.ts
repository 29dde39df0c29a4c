import { Duration, Stack, type StackProps, TimeZone } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ENV, REDRIVE_JOB } from '../../functions/registry.ts';
import type { ShelflineConfig } from '../config.ts';
import { acknowledgeWildcardResource } from '../constructs/nag.ts';
import { ShelflineFunction } from '../constructs/shelfline-function.ts';

export interface JobsStackProps extends StackProps {
  config: ShelflineConfig;
  ingestionQueue: sqs.IQueue;
  ingestionDlq: sqs.IQueue;
}

/** Scheduled work: EventBridge Scheduler invoking job functions in the company's time zone. */
export class JobsStack extends Stack {
  readonly redriveJob: ShelflineFunction;
  readonly redriveSchedule: scheduler.Schedule;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.redriveJob = new ShelflineFunction(this, 'RedriveIngestion', {
      definition: REDRIVE_JOB,
      description: 'Daily: sends dead-lettered ingestion messages back for one more try',
      config,
      environment: {
        [ENV.ingestionQueueUrl]: props.ingestionQueue.queueUrl,
        [ENV.ingestionDlqUrl]: props.ingestionDlq.queueUrl,
      },
      grantTargets: { ingestionQueue: props.ingestionQueue },
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
  }
}
