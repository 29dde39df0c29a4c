import { hasAnyRole } from '@shelfline/shared';
import {
  FILE_NOT_FOUND,
  type FileManagerVariant,
  FOLDER_NOT_FOUND,
} from '@shelfline/shared/contracts/file-manager.contract';
import type { Caller } from '../../common/caller.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { findFile, type StoredFile } from '../../data/files/files.repository.ts';
import { ancestry, type StoredFolder } from '../../data/files/folders.repository.ts';
import { grantedFolderIds } from '../../data/files/permissions.repository.ts';
import { supplierUsers } from '../../data/people/people.repository.ts';

/*
 * Who sees what (001 §6; brief F1, F2, §4c), checked on every call that names a folder or a file: what a caller may
 * not see answers 404 like what does not exist, so ids cannot be probed.
 * - internal tree: admins see everything; account managers, supervisors and merchandisers never see level-1 folders
 *   nor the files directly in them (their roots are the level-2 folders);
 * - UME tree: admins see everything; a customer (a supplier user) sees the folders they hold a permission on (their
 *   own, or their whole supplier's) and everything below them, read-only (the routes' access area says so).
 */

export interface FileManagerAccess {
  variant: FileManagerVariant;
  isAdmin: boolean;
  /** UME folders granted to the calling customer (absent for staff). */
  granted?: ReadonlySet<number>;
}

export async function accessOf(variant: FileManagerVariant, auth: Caller): Promise<FileManagerAccess> {
  const isAdmin = hasAnyRole(auth.roles, ['admin']);
  if (isAdmin || variant === 'internal') return { variant, isAdmin };
  // A customer's person id is their supplier user id (custom:personId, written at sign-up).
  const user =
    auth.personType === 'customer' && auth.personId ? await supplierUsers.get(Number(auth.personId)) : undefined;
  const granted = user ? await grantedFolderIds(user.id, user.supplierId) : new Set<number>();
  return { variant, isAdmin, granted };
}

/** Whether a folder, given with its ancestors (nearest first), is visible. */
export function chainVisible(access: FileManagerAccess, chain: readonly { id: number }[]): boolean {
  if (access.isAdmin) return true;
  if (access.variant === 'internal') return chain.length >= 2;
  return chain.some((folder) => access.granted?.has(folder.id));
}

/** The visible folders of a tree (each with its level), from one read of the whole tree. */
export function visibleFolders(
  access: FileManagerAccess,
  folders: readonly StoredFolder[],
): { folder: StoredFolder; level: number }[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const chains = new Map<number, StoredFolder[]>();
  const chainOf = (folder: StoredFolder): StoredFolder[] => {
    const known = chains.get(folder.id);
    if (known) return known;
    chains.set(folder.id, [folder]); // a cycle (never written, but never trusted) ends here
    const parent = byId.get(folder.parentId);
    const chain = [folder, ...(parent ? chainOf(parent) : [])];
    chains.set(folder.id, chain);
    return chain;
  };
  return folders
    .map((folder) => ({ folder, chain: chainOf(folder) }))
    .filter(({ chain }) => chainVisible(access, chain))
    .map(({ folder, chain }) => ({ folder, level: chain.length }));
}

/** The folder with its ancestors (nearest first), or 404 'Folder Not Found' when it is missing or not visible. */
export async function visibleFolder(access: FileManagerAccess, folderId: number): Promise<StoredFolder[]> {
  const chain = await ancestry(access.variant, folderId);
  if (!chain || !chainVisible(access, chain)) throw new NotFoundError(FOLDER_NOT_FOUND);
  return chain;
}

/** The file, or 404 'File Not Found' when it is missing, of the other tree, or in a folder the caller cannot see. */
export async function visibleFile(access: FileManagerAccess, fileId: string): Promise<StoredFile> {
  const file = await findFile(fileId);
  if (!file || file.variant !== access.variant) throw new NotFoundError(FILE_NOT_FOUND);
  const chain = await ancestry(access.variant, file.folderId);
  if (!chain || !chainVisible(access, chain)) throw new NotFoundError(FILE_NOT_FOUND);
  return file;
}
