import { deleteItems } from '../../../data/batch.ts';
import { IngestionFailurePatterns } from '../../../data/entities/ingestion-failure.entity.ts';
import { queryPattern } from '../../../data/query-pattern.ts';
import { FIRST_MONTH, monthsUntil } from './months.ts';

/*
 * The failures part of the retention job: ingestion failures are kept 180 days (A16). Their TTL (`expiresAt`) removes
 * them in AWS within days of expiry, but not to the day and not at all in the local emulator, so the job deletes what
 * occurred before the cutoff, month by month through the failures' index (`ofMonth`), never a Scan.
 */

/** Deletes the failures that occurred before `cutoff`; answers how many. */
export async function purgeExpiredFailures(cutoff: Date, hasTime: () => boolean): Promise<number> {
  let purged = 0;
  const to = cutoff.toISOString();
  for (const month of monthsUntil(FIRST_MONTH, cutoff)) {
    if (!hasTime()) break;
    const keys: { pk: string; sk: string }[] = [];
    for await (const item of queryPattern(IngestionFailurePatterns, 'ofMonth', [month, `${FIRST_MONTH}-01`, to], {
      ProjectionExpression: 'pk, sk, occurredUtc',
    }))
      if (String(item.occurredUtc) < to) keys.push({ pk: String(item.pk), sk: String(item.sk) });
    if (keys.length === 0) continue;
    await deleteItems(keys, { lanes: 2 });
    purged += keys.length;
  }
  return purged;
}
