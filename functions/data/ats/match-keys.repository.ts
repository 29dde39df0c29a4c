import { env } from '../../common/env.ts';
import { MatchKeyEntity, MatchKeyPatterns, type MatchKind, type MatchOwner } from '../entities/match-key.entity.ts';
import { firstAudit, toItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';

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
