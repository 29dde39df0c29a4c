import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../functions/common/aws/dynamo.ts';
import { decodeSummary, SERVICE_TYPE } from '../functions/data/entities/service.entity.ts';
import { countDeltasOf, replaceAllCounts } from '../functions/data/schedule/service-counts.repository.ts';
import { TABLE } from '../functions/data/table.ts';
import { ENV } from '../functions/registry.ts';

/**
 * `npm run schedule:rebuild-counts`: recomputes the service counts (functions/data/entities/service-count.entity.ts)
 * from every service of a table: after loading services by other means than the API, or after deploying the counts
 * to a table whose services were written before them. A Scan, so a maintenance script, never a request path; run it
 * while nothing writes services (a write between its read and its replace would be lost from the counts).
 *
 *   TABLE_NAME=<table> AWS_ENDPOINT_URL_DYNAMODB=http://127.0.0.1:<port> npm run schedule:rebuild-counts
 */
process.env[ENV.tableName] ??= TABLE.localName;
const started = performance.now();
const deltas = countDeltasOf([]);
let services = 0;
let ExclusiveStartKey: Record<string, unknown> | undefined;
do {
  const page = await documentClient().send(
    new ScanCommand({
      TableName: process.env[ENV.tableName],
      FilterExpression: '#type = :service',
      ExpressionAttributeNames: { '#type': 'type', '#row': 'row' },
      ExpressionAttributeValues: { ':service': SERVICE_TYPE },
      ProjectionExpression: '#row',
      ExclusiveStartKey,
    }),
  );
  const summaries = (page.Items ?? []).map((item) => decodeSummary(item.row as string));
  countDeltasOf(
    summaries.map((after) => ({ after })),
    deltas,
  );
  services += summaries.length;
  ExclusiveStartKey = page.LastEvaluatedKey;
} while (ExclusiveStartKey);
await replaceAllCounts(deltas);
console.log(
  `Service counts of ${process.env[ENV.tableName]} rebuilt from ${services} services (${deltas.size} counters) in ${Math.round(performance.now() - started)} ms.`,
);
