import { rebuildWorkerMatchKeys } from '../functions/data/ats/match-keys.repository.ts';
import { TABLE } from '../functions/data/table.ts';
import { ENV } from '../functions/registry.ts';

/**
 * `npm run workers:rebuild-match-keys`: writes every worker's recruiting match keys (e-mail, phones, name;
 * functions/data/entities/match-key.entity.ts) from the worker records, so applicants are matched against workers
 * saved before the keys existed (brief A10). Idempotent and safe while the API is serving; worker saves keep them
 * from then on.
 *
 *   TABLE_NAME=<table> AWS_ENDPOINT_URL_DYNAMODB=http://127.0.0.1:<port> npm run workers:rebuild-match-keys
 * TABLE_NAME defaults to the local table name (`shelfline`).
 */
process.env[ENV.tableName] ??= TABLE.localName;
const started = performance.now();
const result = await rebuildWorkerMatchKeys('rebuild-script');
console.log(
  `Match keys of ${process.env[ENV.tableName]} rebuilt: ${result.keys} keys for ${result.workers} workers in ` +
    `${Math.round(performance.now() - started)} ms.`,
);
