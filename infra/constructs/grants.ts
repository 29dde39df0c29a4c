import * as iam from 'aws-cdk-lib/aws-iam';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Grant } from '../../functions/registry.ts';
import type { BucketPurpose } from '../stacks/data-stack.ts';

/** What a grant can point at; a stack passes the resources it has (a missing one fails loudly). */
export interface GrantTargets {
  table?: dynamodb.ITable;
  buckets?: Partial<Record<BucketPurpose, s3.IBucket>>;
  ingestionQueue?: sqs.IQueue;
  /** ARN of the SES identity functions send from, and the only From address they may use. */
  mail?: { identityArn: string; from: string };
  userPool?: cognito.IUserPool;
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

/**
 * Turns a registry entry's grants into IAM statements on the function's role.
 *
 * `*:write` on a bucket includes read: functions hand out presigned GET URLs for what they wrote, and
 * a presigned URL only works if its signer may read the object.
 */
export function applyGrants(fn: lambda.IFunction, grants: readonly Grant[], targets: GrantTargets): void {
  for (const grant of grants) {
    switch (grant) {
      case 'table:read':
        need(targets.table, grant).grantReadData(fn);
        break;
      case 'table:write':
        need(targets.table, grant).grantReadWriteData(fn);
        break;
      case 'files:read':
        need(targets.buckets?.files, grant).grantRead(fn);
        break;
      case 'files:write':
        need(targets.buckets?.files, grant).grantReadWrite(fn);
        break;
      case 'exports:write':
        need(targets.buckets?.exports, grant).grantReadWrite(fn);
        break;
      case 'logs:read':
        need(targets.buckets?.logs, grant).grantRead(fn);
        break;
      case 'inbox:read':
        need(targets.buckets?.inbox, grant).grantRead(fn);
        break;
      case 'ingestion:send':
        need(targets.ingestionQueue, grant).grantSendMessages(fn);
        break;
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
      case 'cognito:admin':
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: [...COGNITO_ADMIN_ACTIONS],
            resources: [need(targets.userPool, grant).userPoolArn],
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

function need<T>(value: T | undefined, grant: Grant): T {
  if (value === undefined) throw new Error(`Grant ${grant} needs a resource this stack was not given`);
  return value;
}
