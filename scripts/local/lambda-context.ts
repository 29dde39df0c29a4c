import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** A Lambda context good enough for in-process invocation: handlers read only the request id and name. */
export function lambdaContext(functionName: string): Context {
  const awsRequestId = randomUUID();
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ca-central-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
