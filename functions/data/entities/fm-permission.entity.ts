import { defineEntity, definePatterns } from '../entity.ts';
import { fmFolderPartition } from './fm-file.entity.ts';

/**
 * UME folder permission (001 §2 File manager, UME; brief F1, F5, F6): a supplier user, or a whole supplier
 * (`userId` absent), may read a UME folder and its subtree. It lives in the folder's partition beside its files; its
 * id is made of folder, supplier and user (`<folderId>-<supplierId>-<userId|all>`), so the same grant twice is the same
 * item (duplicates are ignored by a condition, not a read) and `DELETE …/permissions/{id}` finds it without an index.
 *
 * | access pattern                         | pattern      | index | key                                                   |
 * |----------------------------------------|--------------|-------|-------------------------------------------------------|
 * | permissions of a folder                | `ofFolder`   | table | pk `FMFOLDER#ume#<folderId>`, sk begins `PERM#`       |
 * | folders a supplier user is granted     | `ofUser`     | gsi1  | `SUPPLIERUSER#<userId>#UMEPERMS` / `<folderId8>`      |
 * | folders granted to a whole supplier    | `ofSupplier` | gsi2  | `SUPPLIER#<supplierId>#UMEPERMS` / `<folderId8>`      |
 */
export interface FmPermission {
  id: string;
  folderId: number;
  supplierId: number;
  userId?: number;
}

export const fmPermissionId = (folderId: number, supplierId: number, userId?: number) =>
  `${folderId}-${supplierId}-${userId ?? 'all'}`;

/** The folder, supplier and user an id names; undefined for text that is not such an id. */
export function parseFmPermissionId(id: string): { folderId: number; supplierId: number; userId?: number } | undefined {
  const match = /^(\d{1,10})-(\d{1,10})-(\d{1,10}|all)$/.exec(id);
  if (!match) return undefined;
  const [, folderId, supplierId, userId] = match;
  return {
    folderId: Number(folderId),
    supplierId: Number(supplierId),
    userId: userId === 'all' ? undefined : Number(userId),
  };
}

export const fmPermissionKey = (folderId: number, id: string) => ({
  pk: fmFolderPartition('ume', folderId),
  sk: `PERM#${id}`,
});
const folderSort = (folderId: number) => String(folderId).padStart(8, '0');
const ofUserKey = (userId: number) => `SUPPLIERUSER#${userId}#UMEPERMS`;
const ofSupplierKey = (supplierId: number) => `SUPPLIER#${supplierId}#UMEPERMS`;

export const FmPermissionEntity = defineEntity<FmPermission>({
  name: 'fmPermission',
  key: (id, record) => fmPermissionKey(record?.folderId ?? parseFmPermissionId(id)?.folderId ?? 0, id),
  indexes: {
    gsi1: (p) => (p.userId === undefined ? undefined : { pk: ofUserKey(p.userId), sk: folderSort(p.folderId) }),
    gsi2: (p) => (p.userId === undefined ? { pk: ofSupplierKey(p.supplierId), sk: folderSort(p.folderId) } : undefined),
  },
});

export const FmPermissionPatterns = definePatterns({
  /** permissions of a folder */
  ofFolder: {
    index: 'table',
    key: (folderId: number) => ({ pk: fmFolderPartition('ume', folderId), sk: { beginsWith: 'PERM#' } }),
  },
  /** folders a supplier user is granted */
  ofUser: { index: 'gsi1', key: (userId: number) => ({ pk: ofUserKey(userId) }) },
  /** folders granted to a whole supplier */
  ofSupplier: { index: 'gsi2', key: (supplierId: number) => ({ pk: ofSupplierKey(supplierId) }) },
});
