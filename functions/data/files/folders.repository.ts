import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import { folderExistsMessage, folderNotEmptyMessage } from '@shelfline/shared/contracts/file-manager.contract';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import {
  type FmFolder,
  FmFolderEntity,
  FmFolderName,
  FmFolderPatterns,
  fmFolderKey,
} from '../entities/fm-folder.entity.ts';
import { uniqueMarkerItem } from '../entities/unique-marker.entity.ts';
import { type Audit, firstAudit, fromItem, type Keys, nextAudit, toItem, uniqueKey } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import { nextId, type TransactItem } from '../repository.ts';
import { transact } from './transaction.ts';

/*
 * Folders of the two file manager trees. Counts are never read-modify-written: a child or file write ADDs to its
 * folder's count in its own transaction, and a rename or move updates only name, parent and audit (a Put of the
 * whole item would undo a count added since it was read).
 */

export type StoredFolder = FmFolder & Audit;

const table = () => env.tableName;
/** The marker of the record's name (a name is never empty: sanitising gives 'file', the schema requires one). */
const nameMarker = (folder: FmFolder): Keys =>
  uniqueKey(FmFolderEntity, FmFolderName, folder) ?? { pk: 'UNIQUE#', sk: 'UNIQUE' };

/** Every folder of a variant: one Query. */
export async function listFolders(variant: FileManagerVariant): Promise<StoredFolder[]> {
  const folders: StoredFolder[] = [];
  for await (const item of queryPattern(FmFolderPatterns, 'ofVariant', [variant])) folders.push(fromItem(item));
  return folders;
}

export async function getFolder(variant: FileManagerVariant, id: number): Promise<StoredFolder | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: table(), Key: fmFolderKey(variant, id) }));
  return Item ? fromItem<FmFolder>(Item) : undefined;
}

/** The folder and its ancestors, nearest first (its level is the chain's length); undefined when it does not exist. */
export async function ancestry(variant: FileManagerVariant, id: number): Promise<StoredFolder[] | undefined> {
  const chain: StoredFolder[] = [];
  let next = id;
  // A tree is at most 10 deep; the bound also stops a corrupt cycle.
  while (next !== 0 && chain.length <= 12) {
    const folder = await getFolder(variant, next);
    if (!folder) return undefined;
    chain.push(folder);
    next = folder.parentId;
  }
  return chain;
}

/** ADD to a folder's child or file count, on the condition that the folder still exists (a deleted parent: 404). */
export function addToCount(
  variant: FileManagerVariant,
  folderId: number,
  field: 'childCount' | 'fileCount',
  delta: number,
): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: fmFolderKey(variant, folderId),
      UpdateExpression: 'ADD #count :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': field },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

const markerPut = (folder: FmFolder): TransactItem => ({
  Put: {
    TableName: table(),
    Item: uniqueMarkerItem(nameMarker(folder), folder.id),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export async function createFolder(
  variant: FileManagerVariant,
  input: { fullName: string; parentId: number },
  by: string,
): Promise<StoredFolder> {
  const folder: FmFolder = { id: await nextId(FmFolderEntity.name), variant, ...input, childCount: 0, fileCount: 0 };
  const audit = firstAudit(by);
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table(),
        Item: toItem(FmFolderEntity, folder, audit),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    markerPut(folder),
    ...(folder.parentId === 0 ? [] : [addToCount(variant, folder.parentId, 'childCount', 1)]),
  ];
  await transact(items, (index) =>
    index === 1 ? new ConflictError({ fullName: [folderExistsMessage(folder.fullName)] }) : parentGone(),
  );
  return { ...folder, ...audit };
}

/** Renames and/or moves a folder if its version is still `expectedVersion`. */
export async function updateFolder(
  current: StoredFolder,
  input: { fullName: string; parentId: number },
  expectedVersion: number,
  by: string,
): Promise<StoredFolder> {
  const updated: FmFolder = { ...folderOf(current), ...input };
  const audit = nextAudit({ ...current, version: expectedVersion }, by);
  const moved = updated.parentId !== current.parentId;
  const markerChanged = nameMarker(updated).pk !== nameMarker(current).pk;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: table(),
        Key: fmFolderKey(current.variant, current.id),
        UpdateExpression:
          'SET fullName = :name, parentId = :parent, version = :next, modifiedAt = :at, modifiedBy = :by',
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: {
          ':name': updated.fullName,
          ':parent': updated.parentId,
          ':next': audit.version,
          ':at': audit.modifiedAt,
          ':by': by,
          ':expected': expectedVersion,
        },
      },
    },
    ...(markerChanged ? [markerPut(updated), { Delete: { TableName: table(), Key: nameMarker(current) } }] : []),
    ...(moved && current.parentId !== 0 ? [addToCount(current.variant, current.parentId, 'childCount', -1)] : []),
    ...(moved && updated.parentId !== 0 ? [addToCount(current.variant, updated.parentId, 'childCount', 1)] : []),
  ];
  await transact(items, (index) => {
    if (index === 0) return staleFolder(current);
    if (markerChanged && index === 1) return new ConflictError({ fullName: [folderExistsMessage(updated.fullName)] });
    return parentGone();
  });
  return { ...updated, childCount: current.childCount, fileCount: current.fileCount, ...audit };
}

/** Deletes an empty folder (409 when it holds folders or files: no cascade); `alsoDelete`: its own permissions. */
export async function removeFolder(current: StoredFolder, alsoDelete: readonly Keys[] = []): Promise<void> {
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: table(),
        Key: fmFolderKey(current.variant, current.id),
        ConditionExpression: 'childCount = :zero AND fileCount = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
    { Delete: { TableName: table(), Key: nameMarker(current) } },
    ...(current.parentId === 0 ? [] : [addToCount(current.variant, current.parentId, 'childCount', -1)]),
    ...alsoDelete.map((Key) => ({ Delete: { TableName: table(), Key } })),
  ];
  await transact(items, (index) =>
    index === 0 ? new ConflictError(folderNotEmptyMessage(current.fullName)) : parentGone(),
  );
}

function folderOf(folder: StoredFolder): FmFolder {
  const { id, variant, fullName, parentId, childCount, fileCount } = folder;
  return { id, variant, fullName, parentId, childCount, fileCount };
}

const parentGone = () => new NotFoundError({ parentId: ['The parent folder no longer exists.'] });
const staleFolder = (folder: FmFolder) =>
  new ConflictError(`Folder "${folder.fullName}" was changed by someone else. Reload it and try again.`);
