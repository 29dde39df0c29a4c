import { Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';

/*
 * A resource of one region as the stacks of the other region see it (the split mail region, stacks/mail-in-stack.ts).
 *
 * CDK refuses a resource's own name and ARN attributes in another environment unless the resource has a physical
 * name; giving the table or the files bucket one would replace them (a new, empty table) on a deployment that moves
 * to a mail region of its own. So these copies carry the same CloudFormation references (Ref, Fn::GetAtt), which
 * CDK's weak references (cdk.json `defaultCrossStackReferences: weak`) turn into `Fn::GetStackOutput` naming the
 * producing stack and its region: no SSM parameters, no custom resource, stacks deployed in dependency order. The
 * copy is an import (no resource of its own) under the producing stack; grants on it name the same ARNs.
 */

/** The table by reference: its ARN (CDK takes the name from it), and its indexes for grants (gsi1-gsi5). */
export function tableByReference(table: dynamodb.Table): dynamodb.ITable {
  const cfn = table.node.defaultChild as dynamodb.CfnTable;
  return dynamodb.Table.fromTableAttributes(Stack.of(table), `${table.node.id}ByReference`, {
    tableArn: cfn.attrArn,
    grantIndexPermissions: true,
  });
}

/** The bucket by reference: name and ARN, in its own region. */
export function bucketByReference(bucket: s3.Bucket): s3.IBucket {
  const cfn = bucket.node.defaultChild as s3.CfnBucket;
  return s3.Bucket.fromBucketAttributes(Stack.of(bucket), `${bucket.node.id}ByReference`, {
    bucketName: cfn.ref,
    bucketArn: cfn.attrArn,
    region: Stack.of(bucket).region,
  });
}

/** The queue by reference: URL (which names its region), ARN and name. */
export function queueByReference(queue: sqs.Queue): sqs.IQueue {
  const cfn = queue.node.defaultChild as sqs.CfnQueue;
  return sqs.Queue.fromQueueAttributes(Stack.of(queue), `${queue.node.id}ByReference`, {
    queueArn: cfn.attrArn,
    queueUrl: cfn.ref,
    queueName: cfn.attrQueueName,
  });
}
