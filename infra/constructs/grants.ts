import { Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Grant } from '../../functions/registry.ts';
import type { BucketPurpose } from '../stacks/data-stack.ts';
import { acknowledgeWildcardResource } from './nag.ts';

/** Where the outbox writes each message's raw MIME in the files bucket (functions/domain/mail/outbox.ts mimeKeyOf). */
export const OUTBOX_PREFIX = 'mail/outbox/';
/** The scheduled exports' daily run logs in the logs bucket (functions/domain/export-schedules/run-log.ts). */
export const RUN_LOG_PREFIX = 'logs/scheduled-exports-';

/** What a grant can point at; a stack passes the resources it has (a missing one fails loudly). */
export interface GrantTargets {
  table?: dynamodb.ITable;
  buckets?: Partial<Record<BucketPurpose, s3.IBucket>>;
  ingestionQueue?: sqs.IQueue;
  /** The e-mail outbox queue (functions/domain/mail/outbox.ts). */
  mailQueue?: sqs.IQueue;
  /** The scheduled exports' runs queue (functions/domain/export-schedules/dispatch.ts). */
  exportRunsQueue?: sqs.IQueue;
  /** ARN of the SES identity functions send from, and the only From address they may use. */
  mail?: { identityArn: string; from: string };
  userPool?: cognito.IUserPool;
  /** The stage's geocoder (config.ts): Amazon Location Service needs `geo-places:Geocode`. */
  geocoder?: 'offline' | 'amazon-location';
  /** The Bedrock model the LLM résumé analyzer calls (config.ts `bedrockModelId`); absent: the deterministic analyzer. */
  bedrockModelId?: string;
}

/**
 * The user-administration calls of the API (people screens): create, change, disable, reset, groups.
 * Named one by one so a function can never, say, delete the pool or read its clients' settings.
 */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
] as const;

/** Object reads, and listing (without it a missing key answers 403 instead of 404). */
const BUCKET_READ = { objects: ['s3:GetObject'], bucket: ['s3:ListBucket'] };
/** Reads plus put (single and multipart), abort of a failed multipart upload, and delete. */
const BUCKET_WRITE = {
  objects: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:DeleteObject'],
  bucket: ['s3:ListBucket'],
};

/**
 * Turns a registry entry's grants into IAM statements on the function's role.
 *
 * Table grants are CDK's `grantReadData`/`grantReadWriteData`. Bucket grants name their actions one by
 * one instead of CDK's `grantRead`/`grantReadWrite`, whose wildcards (`s3:GetObject*`, `s3:List*`,
 * `s3:DeleteObject*`, ...) also cover ACLs, tagging, versions and retention. `*:write` on a bucket
 * includes read: functions hand out presigned GET URLs for what they wrote, and a presigned URL only
 * works if its signer may read the object.
 */
export function applyGrants(fn: lambda.IFunction, grants: readonly Grant[], targets: GrantTargets): void {
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role to grant to`);
  for (const grant of grants) {
    switch (grant) {
      case 'table:read':
      case 'table:write': {
        const table = need(targets.table, grant);
        if (grant === 'table:read') table.grantReadData(fn);
        else table.grantReadWriteData(fn);
        acknowledgeWildcardResource(
          role,
          `${table.tableArn}/index/*`,
          `${grant}: queries through the table's global secondary indexes (gsi1-gsi5, each projecting table attributes only, so reading an index reveals nothing the table grant does not).`,
        );
        break;
      }
      case 'files:read':
        grantBucket(role, need(targets.buckets?.files, grant), BUCKET_READ, grant);
        break;
      case 'files:write':
        grantBucket(role, need(targets.buckets?.files, grant), BUCKET_WRITE, grant);
        break;
      case 'files:scan': {
        // GuardDuty Malware Protection writes its verdict as an object tag; reading it needs this action alone.
        const objects = need(targets.buckets?.files, grant).arnForObjects('*');
        role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObjectTagging'], resources: [objects] }));
        acknowledgeWildcardResource(
          role,
          objects,
          `${grant}: the file manager reads GuardDuty's GuardDutyMalwareScanStatus tag of the objects it serves (keys are uuids).`,
        );
        break;
      }
      case 'exports:write':
        grantBucket(role, need(targets.buckets?.exports, grant), BUCKET_WRITE, grant);
        break;
      case 'logs:read':
        grantBucket(role, need(targets.buckets?.logs, grant), BUCKET_READ, grant);
        break;
      case 'inbox:read':
        grantBucket(role, need(targets.buckets?.inbox, grant), BUCKET_READ, grant);
        break;
      case 'inbox:quarantine': {
        // A move is a copy and a delete: put under quarantine/, delete under incoming/ only.
        const inbox = need(targets.buckets?.inbox, grant);
        const quarantined = inbox.arnForObjects('quarantine/*');
        const incoming = inbox.arnForObjects('incoming/*');
        role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [quarantined] }));
        role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [incoming] }));
        for (const objects of [quarantined, incoming])
          acknowledgeWildcardResource(
            role,
            objects,
            `${grant}: an infected mail's key (SES names each object) moves from incoming/ to quarantine/; put there, delete here, nothing else.`,
          );
        break;
      }
      case 'ingestion:send':
        need(targets.ingestionQueue, grant).grantSendMessages(fn);
        break;
      case 'exportRuns:send':
        need(targets.exportRunsQueue, grant).grantSendMessages(fn);
        break;
      case 'exportRuns:log': {
        // S3 has no append: a line is added by reading the day's log and writing it back (run-log.ts). Listing
        // lets a missing day's log answer 404 rather than 403.
        const logs = need(targets.buckets?.logs, grant);
        const runLogs = logs.arnForObjects(`${RUN_LOG_PREFIX}*`);
        role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [logs.bucketArn] }));
        role.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [runLogs] }),
        );
        acknowledgeWildcardResource(
          role,
          runLogs,
          `${grant}: one log object per day under ${RUN_LOG_PREFIX} (the date in its name); read and put only.`,
        );
        break;
      }
      case 'mail:send': {
        const mail = need(targets.mail, grant);
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            // SES v2 SendEmail checks ses:SendEmail, and ses:SendRawEmail for raw (attachment) content.
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [mail.identityArn],
            conditions: { StringEquals: { 'ses:FromAddress': mail.from } },
          }),
        );
        break;
      }
      case 'mail:enqueue': {
        // The outbox: one SQS message per batch, and the message's raw MIME written once to the files bucket.
        need(targets.mailQueue, grant).grantSendMessages(fn);
        const outbox = need(targets.buckets?.files, grant).arnForObjects(`${OUTBOX_PREFIX}*`);
        role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [outbox] }));
        acknowledgeWildcardResource(
          role,
          outbox,
          `${grant}: each message's MIME gets a key of its own under ${OUTBOX_PREFIX} (a uuid); put only, nothing else of the bucket.`,
        );
        break;
      }
      case 'mail:account':
        // GetAccount has no resource to name: it reads the account's sending quota (MaxSendRate) for pacing.
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
        acknowledgeWildcardResource(
          role,
          '*',
          `${grant}: ses:GetAccount takes no resource ARN (IAM requires "*"); it only reads the account's sending quota.`,
        );
        break;
      case 'cognito:admin':
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: [...COGNITO_ADMIN_ACTIONS],
            resources: [need(targets.userPool, grant).userPoolArn],
          }),
        );
        break;
      case 'bedrock:invoke':
        // Only when the stage configures the LLM analyzer, and only its one foundation model (the Converse API's
        // permission is bedrock:InvokeModel).
        if (targets.bedrockModelId)
          fn.addToRolePolicy(
            new iam.PolicyStatement({
              actions: ['bedrock:InvokeModel'],
              resources: [
                Stack.of(fn).formatArn({
                  service: 'bedrock',
                  account: '',
                  resource: 'foundation-model',
                  resourceName: targets.bedrockModelId,
                }),
              ],
            }),
          );
        break;
      case 'geo:geocode':
        // Only when the stage geocodes with Amazon Location Service (the offline postal codes need nothing).
        if (targets.geocoder === 'amazon-location')
          fn.addToRolePolicy(
            new iam.PolicyStatement({
              actions: ['geo-places:Geocode'],
              resources: [
                Stack.of(fn).formatArn({
                  service: 'geo-places',
                  account: '',
                  resource: 'provider',
                  resourceName: 'default',
                }),
              ],
            }),
          );
        break;
      default: {
        const unknown: never = grant;
        throw new Error(`Unknown grant ${String(unknown)}`);
      }
    }
  }
}

function grantBucket(
  role: iam.IRole,
  bucket: s3.IBucket,
  actions: { objects: string[]; bucket: string[] },
  grant: Grant,
): void {
  const objects = bucket.arnForObjects('*');
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: actions.bucket, resources: [bucket.bucketArn] }));
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: actions.objects, resources: [objects] }));
  acknowledgeWildcardResource(
    role,
    objects,
    `${grant}: object keys are made at run time (uploads, exports, received mail), so the grant covers the bucket's objects; actions are listed one by one (${actions.objects.join(', ')}).`,
  );
}

function need<T>(value: T | undefined, grant: Grant): T {
  if (value === undefined) throw new Error(`Grant ${grant} needs a resource this stack was not given`);
  return value;
}
