import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { deleteItems } from '../batch.ts';
import {
  type FmPermission,
  FmPermissionEntity,
  FmPermissionPatterns,
  fmPermissionId,
  fmPermissionKey,
  parseFmPermissionId,
} from '../entities/fm-permission.entity.ts';
import { firstAudit, fromItem, type Keys, toItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { transact } from './transaction.ts';

/* UME folder permissions: who (a supplier user, or a whole supplier) may read a folder and its subtree. */

const table = () => env.tableName;

export async function listPermissions(folderId: number): Promise<FmPermission[]> {
  const permissions: FmPermission[] = [];
  for await (const item of queryPattern(FmPermissionPatterns, 'ofFolder', [folderId]))
    permissions.push(fromItem<FmPermission>(item));
  return permissions;
}

/** Grants each entry on the folder; one already granted is left as it is (the same id is the same item). */
export async function addPermissions(
  folderId: number,
  entries: readonly { supplierId: number; userId?: number }[],
  by: string,
): Promise<void> {
  const audit = firstAudit(by);
  for (const entry of entries) {
    const permission: FmPermission = {
      id: fmPermissionId(folderId, entry.supplierId, entry.userId),
      folderId,
      ...entry,
    };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: table(),
          Item: toItem(FmPermissionEntity, permission, audit),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}

/** Removes the permissions `ids` of the folder in one transaction (ids are checked to be the folder's first). */
export async function removePermissions(folderId: number, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await transact(
    unique.map((id) => ({ Delete: { TableName: table(), Key: fmPermissionKey(folderId, id) } })),
    () => new Error('unreachable: no step has a condition'),
  );
}

/** Removes one permission by id; 404 when there is none. */
export async function removePermission(id: string): Promise<void> {
  const named = parseFmPermissionId(id);
  if (!named) throw new NotFoundError(`Permission ${id} was not found.`);
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: fmPermissionKey(named.folderId, id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError(`Permission ${id} was not found.`);
    throw error;
  }
}

/** The keys of a folder's permissions, deleted with the folder. */
export async function permissionKeysOfFolder(folderId: number): Promise<Keys[]> {
  return (await listPermissions(folderId)).map((p) => fmPermissionKey(p.folderId, p.id));
}

/** Deletes of a supplier user's permissions, for the transaction that deletes the user. */
export async function permissionDeletesOfUser(userId: number): Promise<TransactItem[]> {
  const deletes: TransactItem[] = [];
  for await (const item of queryPattern(FmPermissionPatterns, 'ofUser', [userId])) {
    const permission = fromItem<FmPermission>(item);
    deletes.push({ Delete: { TableName: table(), Key: fmPermissionKey(permission.folderId, permission.id) } });
  }
  return deletes;
}

/**
 * Deletes the whole-supplier grants ("(all users)") of a deleted supplier. Its own users' grants went with each user
 * (a supplier is deleted only once it has none), so these are all that can be left.
 */
export async function removePermissionsOfSupplier(supplierId: number): Promise<void> {
  const keys: Keys[] = [];
  for await (const item of queryPattern(FmPermissionPatterns, 'ofSupplier', [supplierId])) {
    const permission = fromItem<FmPermission>(item);
    keys.push(fmPermissionKey(permission.folderId, permission.id));
  }
  await deleteItems(keys);
}

/** The UME folders granted to a supplier user, directly or through their whole supplier (two Queries). */
export async function grantedFolderIds(userId: number, supplierId: number): Promise<Set<number>> {
  const granted = new Set<number>();
  const [own, ofSupplier] = await Promise.all([
    collect(queryPattern(FmPermissionPatterns, 'ofUser', [userId])),
    collect(queryPattern(FmPermissionPatterns, 'ofSupplier', [supplierId])),
  ]);
  for (const item of [...own, ...ofSupplier]) granted.add(Number(item.folderId));
  return granted;
}

async function collect(items: AsyncGenerator<Record<string, unknown>>): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  for await (const item of items) all.push(item);
  return all;
}
