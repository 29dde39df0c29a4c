import { describe, expect, it } from 'vitest';
import { actionsOfRole, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const { jobs } = stacks;
const template = templateOf(jobs);
const id = (construct: { node: { defaultChild?: unknown } }) =>
  jobs.getLogicalId(construct.node.defaultChild as Parameters<typeof jobs.getLogicalId>[0]);

describe('jobs stack', () => {
  it('runs the redrive job every day at 03:00 Toronto time through its own scheduler role', () => {
    const role = jobs.node.findChild('SchedulerRole');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'America/Toronto',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [id(jobs.redriveJob), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [id(role), 'Arn'] },
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
    const jobRole = id(jobs.redriveJob.role as unknown as { node: { defaultChild?: unknown } });
    const actions = actionsOfRole(template, jobRole);
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).toContain('sqs:ReceiveMessage');
    expect(actions).toContain('sqs:DeleteMessage');
    expect(actions.filter((a) => !/^(sqs|logs|xray):/.test(a))).toEqual([]);
  });
});
