import { TABLE } from '../functions/data/table.ts';
import { ENV } from '../functions/registry.ts';
import { backfillStoreKeys } from './maintenance/backfill-store-keys.ts';

/**
 * `npm run data:backfill-store-keys`: once on a table deployed before the store-in-use keys (see
 * scripts/maintenance/backfill-store-keys.ts).
 *
 *   TABLE_NAME=<table> AWS_ENDPOINT_URL_DYNAMODB=http://127.0.0.1:<port> npm run data:backfill-store-keys
 */
const tableName = process.env[ENV.tableName] ?? TABLE.localName;
const started = performance.now();
const { scanned, updated } = await backfillStoreKeys(tableName);
console.log(
  `${tableName}: ${updated} services and store traits given their store key (${scanned} items scanned) in ${Math.round(performance.now() - started)} ms.`,
);
