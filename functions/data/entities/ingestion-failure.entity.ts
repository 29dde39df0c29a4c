import type { Failure } from '@shelfline/shared/contracts/ats-failure.contract';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Ingestion failure (002 §3, brief §6g.12): what the mailbox pipeline recorded for a mail it could not turn into an
 * applicant, or turned into one with a warning. The id is derived from the mail's key and the step, so a redelivered
 * mail writes the same item again (an upsert), never a second one. Kept 180 days (A16, `expiresAt`).
 *
 * | access pattern              | pattern   | index | key                                              |
 * |-----------------------------|-----------|-------|--------------------------------------------------|
 * | failure by id               |           | table | pk `INGESTFAIL#<id>`, sk `FAILURE`               |
 * | failures of a month, by time| `ofMonth` | gsi1  | `INGESTFAILS#<yyyy-mm>` / `<occurredUtc>#<id>`   |
 */
export interface IngestionFailure extends Failure {
  /** Epoch seconds (DynamoDB TTL). */
  expiresAt?: number;
}

export const ingestionFailureKey = (id: string) => ({ pk: `INGESTFAIL#${id}`, sk: 'FAILURE' });
const monthKey = (month: string) => `INGESTFAILS#${month}`;

export const IngestionFailureEntity = defineEntity<IngestionFailure>({
  name: 'ingestionFailure',
  key: (id) => ingestionFailureKey(String(id)),
  indexes: {
    gsi1: (failure) => ({ pk: monthKey(failure.occurredUtc.slice(0, 7)), sk: `${failure.occurredUtc}#${failure.id}` }),
  },
});

export const IngestionFailurePatterns = definePatterns({
  /** the failures of a month (yyyy-mm) that occurred between two instants */
  ofMonth: {
    index: 'gsi1',
    key: (month: string, from: string, to: string) => ({ pk: monthKey(month), sk: { between: [from, `${to}~`] } }),
  },
});
