import { env } from '../../common/env.ts';
import { putItems } from '../batch.ts';
import type { Employee } from '../entities/employee.entity.ts';
import { MatchKeyEntity, MatchKeyPatterns, type MatchKind, type MatchOwner } from '../entities/match-key.entity.ts';
import { firstAudit, toItem } from '../entity.ts';
import { employees } from '../people/people.repository.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { type MatchValue, matchValuesOf } from './match-values.ts';

/** A value and who holds it (brief A9, A10). */
export interface MatchValueOwner {
  kind: MatchKind;
  value: string;
  owner: MatchOwner;
  ownerId: number;
}

const record = (k: MatchValueOwner) => ({ id: `${k.kind}#${k.value}#${k.owner}#${k.ownerId}`, ...k });

/** The transaction step that writes a key (idempotent: a repeated key is the same item). */
export function matchKeyPut(key: MatchValueOwner, by: string): TransactItem {
  return { Put: { TableName: env.tableName, Item: toItem(MatchKeyEntity, record(key), firstAudit(by)) } };
}

/** The transaction step that removes a key. */
export function matchKeyDelete(key: MatchValueOwner): TransactItem {
  const r = record(key);
  return { Delete: { TableName: env.tableName, Key: MatchKeyEntity.key(r.id, r) } };
}

/** Everyone holding one of `values`: one Query per value, in parallel (≤ 4 for an applicant with one phone). */
export async function ownersOf(values: readonly { kind: MatchKind; value: string }[]): Promise<MatchValueOwner[]> {
  const found = await Promise.all(
    values.map(async ({ kind, value }) => {
      const owners: MatchValueOwner[] = [];
      for await (const item of queryPattern(MatchKeyPatterns, 'byValue', [kind, value])) {
        owners.push({ kind, value, owner: item.owner as MatchOwner, ownerId: Number(item.ownerId) });
      }
      return owners;
    }),
  );
  return found.flat();
}

/** The match values of a worker: e-mail, every phone, name (brief A10). */
export const workerMatchValues = (w: Employee) =>
  matchValuesOf({ ...w, phones: [w.mobilePhone, w.homePhone, w.officePhone] });

/**
 * Steps that move a worker's match keys from `before` (absent: a new worker) to `after` (absent: a removed one),
 * written in the same transaction as the worker record, so an applicant is matched against what is saved.
 */
export function workerMatchKeySteps(before: Employee | undefined, after: Employee | undefined, by: string) {
  const old = before ? workerMatchValues(before) : [];
  const now = after ? workerMatchValues(after) : [];
  const id = (after ?? before)?.id ?? 0;
  const same = (a: MatchValue) => (b: MatchValue) => a.kind === b.kind && a.value === b.value;
  return [
    ...old.filter((v) => !now.some(same(v))).map((v) => matchKeyDelete({ ...v, owner: 'EMPLOYEE', ownerId: id })),
    ...now.filter((v) => !old.some(same(v))).map((v) => matchKeyPut({ ...v, owner: 'EMPLOYEE', ownerId: id }, by)),
  ];
}

/**
 * Writes every worker's match keys (a table whose workers were saved before the keys existed, or loaded without
 * them): one Query of the workers, then batch writes. Idempotent; keys of values a worker no longer has are not
 * looked for (the worker's next save removes them).
 */
export async function rebuildWorkerMatchKeys(by: string): Promise<{ workers: number; keys: number }> {
  const workers = await employees.queryAll('all');
  const items = workers.flatMap((w) =>
    workerMatchValues(w).map((v) => {
      const key = record({ ...v, owner: 'EMPLOYEE', ownerId: w.id });
      return toItem(MatchKeyEntity, key, firstAudit(by)) as unknown as Record<string, unknown>;
    }),
  );
  await putItems(items, { lanes: 4 });
  return { workers: workers.length, keys: items.length };
}
