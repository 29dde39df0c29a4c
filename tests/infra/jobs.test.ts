import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { actionsOfRole, logicalIdOf, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const { jobs } = stacks;
const template = templateOf(jobs);

describe('jobs stack', () => {
  it('runs the redrive job every day at 03:00 Toronto time through its own scheduler role', () => {
    const role = jobs.node.findChild('SchedulerRole');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'America/Toronto',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalIdOf(jobs.redriveJob), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [logicalIdOf(role), 'Arn'] },
      },
    });
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          {
            Action: 'sts:AssumeRole',
            Effect: 'Allow',
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          },
        ],
      },
    });
  });

  it('lets the job send to the ingestion queue and take from its dead-letter queue, nothing else', () => {
    const jobRole = logicalIdOf(jobs.redriveJob.role as IConstruct);
    const actions = actionsOfRole(template, jobRole);
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).toContain('sqs:ReceiveMessage');
    expect(actions).toContain('sqs:DeleteMessage');
    expect(actions.filter((a) => !/^(sqs|logs|xray):/.test(a))).toEqual([]);
  });
});
