import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import type { Grant } from '../../functions/registry.ts';
import { applyGrants, COGNITO_ADMIN_ACTIONS } from '../../infra/constructs/grants.ts';
import { ResolveAcknowledgements } from '../../infra/constructs/nag.ts';

const ALL_GRANTS: Grant[] = [
  'table:read',
  'table:write',
  'files:read',
  'files:write',
  'exports:write',
  'logs:read',
  'inbox:read',
  'inbox:quarantine',
  'ingestion:send',
  'exportRuns:send',
  'exportRuns:log',
  'mail:send',
  'cognito:admin',
  'geo:geocode',
  'bedrock:invoke',
];

/**
 * Every grant word of the registry on a plain function (inline code, so nothing is bundled), with the
 * resources in another stack as in the real app: checks the statements and that cdk-nag finds no
 * unacknowledged wildcard once cross-stack references are final.
 */
function build(
  grants: readonly Grant[],
  geocoder: 'offline' | 'amazon-location' = 'amazon-location',
  bedrockModelId = 'anthropic.claude-test-v1:0',
) {
  const app = new App({ context: { '@aws-cdk/core:defaultCrossStackReferences': 'weak' } });
  const env = { region: 'ca-central-1' };
  const data = new Stack(app, 'Data', { env });
  const table = new dynamodb.Table(data, 'Table', {
    partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
  });
  const bucket = (id: string) => new s3.Bucket(data, id);
  const buckets = { files: bucket('Files'), inbox: bucket('Inbox'), exports: bucket('Exports'), logs: bucket('Logs') };
  const userPool = new cognito.UserPool(data, 'Pool');
  const queue = new sqs.Queue(data, 'Queue');
  const exportRunsQueue = new sqs.Queue(data, 'ExportRunsQueue');

  const consumer = new Stack(app, 'Consumer', { env });
  const role = new iam.Role(consumer, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
  const fn = new lambda.Function(consumer, 'Fn', {
    runtime: lambda.Runtime.NODEJS_24_X,
    handler: 'index.handler',
    code: lambda.Code.fromInline('export const handler = async () => {};'),
    role,
  });
  applyGrants(fn, grants, {
    table,
    buckets,
    ingestionQueue: queue,
    exportRunsQueue,
    userPool,
    geocoder,
    ...(bedrockModelId ? { bedrockModelId } : {}),
    mail: {
      identityArn: 'arn:aws:ses:ca-central-1:111111111111:identity/no-reply@example.com',
      from: 'no-reply@example.com',
    },
  });
  app.synth();
  const statements = (
    Object.values(Template.fromStack(consumer).findResources('AWS::IAM::Policy'))[0] as {
      Properties: {
        PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown; Condition?: unknown }[] };
      };
    }
  ).Properties.PolicyDocument.Statement;
  return { app, consumer, statements };
}

const actionsOf = (statements: { Action: string | string[] }[]) =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('applyGrants', () => {
  it('grants no wildcard action for any grant word', () => {
    const { statements } = build(ALL_GRANTS);
    expect(actionsOf(statements).filter((a) => a.includes('*'))).toEqual([]);
  });

  it('reads buckets with GetObject and ListBucket only; writes add Put, multipart abort and Delete', () => {
    expect(new Set(actionsOf(build(['files:read']).statements))).toEqual(new Set(['s3:GetObject', 's3:ListBucket']));
    expect(new Set(actionsOf(build(['exports:write']).statements))).toEqual(
      new Set(['s3:GetObject', 's3:ListBucket', 's3:PutObject', 's3:AbortMultipartUpload', 's3:DeleteObject']),
    );
  });

  it('sends mail only from the configured address, through the identity', () => {
    const { statements } = build(['mail:send']);
    expect(statements).toEqual([
      {
        Action: ['ses:SendEmail', 'ses:SendRawEmail'],
        Effect: 'Allow',
        Resource: 'arn:aws:ses:ca-central-1:111111111111:identity/no-reply@example.com',
        Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } },
      },
    ]);
  });

  it('sends to the export runs queue only, and nothing else of SQS', () => {
    const { statements } = build(['exportRuns:send']);
    expect(new Set(actionsOf(statements))).toEqual(
      new Set(['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl']),
    );
    for (const statement of statements) expect(JSON.stringify(statement.Resource)).toContain('ExportRunsQueue');
  });

  it("reads and writes the scheduled exports' run logs only (logs/scheduled-exports-*), and lists the logs bucket", () => {
    const { statements } = build(['exportRuns:log']);
    expect(new Set(actionsOf(statements))).toEqual(new Set(['s3:ListBucket', 's3:GetObject', 's3:PutObject']));
    const objects = statements.find((s) => actionsOf([s]).includes('s3:PutObject'));
    expect(JSON.stringify(objects?.Resource)).toContain('/logs/scheduled-exports-*');
    expect(JSON.stringify(statements)).not.toContain('Files');
  });

  it('moves an infected mail within the inbox only: put under quarantine/, delete under incoming/', () => {
    const { statements } = build(['inbox:quarantine']);
    expect(statements.map((s) => [s.Action, JSON.stringify(s.Resource)])).toEqual([
      ['s3:PutObject', expect.stringContaining('/quarantine/*')],
      ['s3:DeleteObject', expect.stringContaining('/incoming/*')],
    ]);
    expect(JSON.stringify(statements)).toContain('Inbox');
    expect(JSON.stringify(statements)).not.toContain('Files');
  });

  it('administers users of the one pool with the listed Admin* actions', () => {
    const { statements } = build(['cognito:admin']);
    expect(statements).toHaveLength(1);
    expect(actionsOf(statements).sort()).toEqual([...COGNITO_ADMIN_ACTIONS].sort());
    expect(JSON.stringify(statements[0]?.Resource)).toContain('Fn::GetStackOutput');
  });

  it('geocodes with Amazon Location Service only on stages that choose it, on the default provider only', () => {
    const { statements } = build(['geo:geocode']);
    expect(statements).toEqual([
      {
        Action: 'geo-places:Geocode',
        Effect: 'Allow',
        Resource: {
          'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':geo-places:ca-central-1::provider/default']],
        },
      },
    ]);
    expect(() => build(['geo:geocode'], 'offline')).toThrow(); // no statement at all: no policy is made
  });

  it('invokes only the configured Bedrock model, and nothing of Bedrock on stages without the LLM analyzer', () => {
    const { statements } = build(['bedrock:invoke']);
    expect(statements).toEqual([
      {
        Action: 'bedrock:InvokeModel',
        Effect: 'Allow',
        Resource: {
          'Fn::Join': [
            '',
            ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:ca-central-1::foundation-model/anthropic.claude-test-v1:0'],
          ],
        },
      },
    ]);
    expect(() => build(['bedrock:invoke'], 'offline', '')).toThrow(); // no statement at all: no policy is made
  });

  it('leaves cdk-nag no unacknowledged IAM finding once references are resolved', () => {
    const { app, consumer } = build(ALL_GRANTS);
    const iamFindings = () =>
      new AwsSolutionsChecks()
        .validateScope(consumer)
        .violations.map((v) => v.ruleName)
        .filter((rule) => rule.startsWith('AwsSolutions-IAM'));
    // Before: the table-index and bucket-object wildcards, named after the other stack's outputs.
    expect(iamFindings()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^AwsSolutions-IAM5\[Resource::\{"Fn::GetStackOutput".*\/\*\]$/)]),
    );
    new ResolveAcknowledgements().validate({ appConstruct: app, templatePaths: [], stackTemplates: [] });
    expect(iamFindings()).toEqual([]);
  });
});
