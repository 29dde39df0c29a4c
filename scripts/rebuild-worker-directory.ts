import { rebuildWorkerDirectory } from '../functions/data/people/worker-directory.ts';
import { TABLE } from '../functions/data/table.ts';
import { ENV } from '../functions/registry.ts';

/**
 * `npm run workers:rebuild-directory`: rebuilds the worker directory (functions/data/worker-directory.ts) from the
 * worker records of a table: after deploying the directory to a table whose workers were written before it, or
 * after loading workers without it. Idempotent and safe while the API is serving.
 *
 * Talks to whatever the environment names, like the functions do (the AWS SDK reads the endpoint variables):
 *   TABLE_NAME=<table> AWS_ENDPOINT_URL_DYNAMODB=http://127.0.0.1:<port> npm run workers:rebuild-directory
 *   TABLE_NAME=<deployed table> AWS_PROFILE=<profile> AWS_REGION=ca-central-1 npm run workers:rebuild-directory
 * TABLE_NAME defaults to the local table name (`shelfline`).
 */
process.env[ENV.tableName] ??= TABLE.localName;
const result = await rebuildWorkerDirectory('rebuild-script');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Worker directory of ${process.env[ENV.tableName]} rebuilt: ${result.workers} workers in ${result.shardBytes.length} ` +
    `shards (largest ${kb(Math.max(...result.shardBytes))}, total ${kb(result.shardBytes.reduce((a, b) => a + b, 0))}) ` +
    `in ${result.ms} ms.`,
);
