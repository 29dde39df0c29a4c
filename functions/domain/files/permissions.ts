import {
  ALL_USERS,
  type FolderPermission,
  type FolderPermissionAdd,
} from '@shelfline/shared/contracts/file-manager.contract';
import { BadRequestError } from '../../common/http-errors.ts';
import { parseFmPermissionId } from '../../data/entities/fm-permission.entity.ts';
import {
  addPermissions,
  listPermissions,
  removePermission,
  removePermissions,
} from '../../data/files/permissions.repository.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import { supplierUsers } from '../../data/people/people.repository.ts';
import { type FileManagerAccess, visibleFolder } from './access.ts';

/*
 * UME folder permissions (001 §2 File manager, UME; brief F5, F6), admins only (the routes' access area). A folder's
 * own entries are listed; what they grant reaches its whole subtree (access.ts).
 */

export async function listFolderPermissions(access: FileManagerAccess, folderId: number): Promise<FolderPermission[]> {
  await visibleFolder(access, folderId);
  const permissions = await listPermissions(folderId);
  const supplierNames = new Map<number, string>();
  const userNames = new Map<number, string>();
  await Promise.all([
    ...[...new Set(permissions.map((p) => p.supplierId))].map(async (id) =>
      supplierNames.set(id, (await suppliers.get(id))?.name ?? `Supplier ${id}`),
    ),
    ...[...new Set(permissions.flatMap((p) => (p.userId === undefined ? [] : [p.userId])))].map(async (id) => {
      const user = await supplierUsers.get(id);
      userNames.set(id, user ? `${user.firstName} ${user.lastName}`.trim() || user.userName : `User ${id}`);
    }),
  ]);
  return permissions
    .map((p) => ({
      id: p.id,
      supplierId: p.supplierId,
      supplier: supplierNames.get(p.supplierId) ?? '',
      ...(p.userId === undefined ? {} : { userId: p.userId }),
      userName: p.userId === undefined ? ALL_USERS : (userNames.get(p.userId) ?? ''),
    }))
    .sort((a, b) => a.supplier.localeCompare(b.supplier) || a.userName.localeCompare(b.userName));
}

/** Grants the entries (each supplier, and user of that supplier, must exist: 400 naming the entry). */
export async function addFolderPermissions(
  access: FileManagerAccess,
  folderId: number,
  input: FolderPermissionAdd,
  by: string,
): Promise<FolderPermission[]> {
  await visibleFolder(access, folderId);
  const errors: Record<string, string[]> = {};
  await Promise.all(
    input.entries.map(async (entry, i) => {
      if (!(await suppliers.get(entry.supplierId)))
        errors[`entries.${i}.supplierId`] = [`Supplier ${entry.supplierId} was not found.`];
      else if (entry.userId !== undefined) {
        const user = await supplierUsers.get(entry.userId);
        if (!user || user.supplierId !== entry.supplierId)
          errors[`entries.${i}.userId`] = [`User ${entry.userId} of supplier ${entry.supplierId} was not found.`];
      }
    }),
  );
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  await addPermissions(folderId, input.entries, by);
  return listFolderPermissions(access, folderId);
}

/** Removes the listed permissions of the folder (never "all": the schema wants at least one id). */
export async function removeFolderPermissions(
  access: FileManagerAccess,
  folderId: number,
  ids: readonly string[],
): Promise<void> {
  await visibleFolder(access, folderId);
  const foreign = ids.filter((id) => parseFmPermissionId(id)?.folderId !== folderId);
  if (foreign.length > 0)
    throw new BadRequestError({ ids: foreign.map((id) => `${id} is not a permission of this folder.`) });
  await removePermissions(folderId, ids);
}

export async function removeOnePermission(id: string): Promise<void> {
  await removePermission(id);
}
