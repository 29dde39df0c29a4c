import {
  FOLDER_DEPTH_MAX,
  type Folder,
  type FolderCreate,
  type FolderUpdate,
} from '@shelfline/shared/contracts/file-manager.contract';
import { BadRequestError, ForbiddenError } from '../../common/http-errors.ts';
import {
  createFolder,
  listFolders,
  removeFolder,
  type StoredFolder,
  updateFolder,
} from '../../data/files/folders.repository.ts';
import { permissionKeysOfFolder } from '../../data/files/permissions.repository.ts';
import { type FileManagerAccess, visibleFolder, visibleFolders } from './access.ts';

/*
 * Folder rules (001 §3-§6; brief §4c): parentId 0 is the root; only admins write at level 1 (a non-admin creating
 * at the root, or moving a folder there, is refused with 403); a folder never moves under itself or a descendant
 * (400) nor deeper than 10 levels; names are unique among siblings (case-insensitive, the repository's marker); a
 * delete never cascades (409 while the folder holds anything).
 */

export function folderOf(folder: StoredFolder, level: number): Folder {
  return {
    folderId: folder.id,
    fullName: folder.fullName,
    parentId: folder.parentId,
    level,
    childCount: folder.childCount,
    fileCount: folder.fileCount,
    version: folder.version,
  };
}

export async function listVisibleFolders(access: FileManagerAccess): Promise<Folder[]> {
  return visibleFolders(access, await listFolders(access.variant))
    .map(({ folder, level }) => folderOf(folder, level))
    .sort((a, b) => a.level - b.level || a.fullName.localeCompare(b.fullName));
}

/** The level a folder gets under `parentId` (1 under the root), after the root and visibility checks. */
async function levelUnder(
  access: FileManagerAccess,
  parentId: number,
): Promise<{ level: number; chain: StoredFolder[] }> {
  if (parentId === 0) {
    if (!access.isAdmin) throw new ForbiddenError('Only administrators create or move folders at the top level.');
    return { level: 1, chain: [] };
  }
  const chain = await visibleFolder(access, parentId);
  return { level: chain.length + 1, chain };
}

const tooDeep = () => new BadRequestError({ parentId: [`Folders may be at most ${FOLDER_DEPTH_MAX} levels deep.`] });

export async function addFolder(access: FileManagerAccess, input: FolderCreate, by: string): Promise<Folder> {
  const { level } = await levelUnder(access, input.parentId);
  if (level > FOLDER_DEPTH_MAX) throw tooDeep();
  return folderOf(await createFolder(access.variant, input, by), level);
}

export async function changeFolder(
  access: FileManagerAccess,
  folderId: number,
  input: FolderUpdate,
  by: string,
): Promise<Folder> {
  if (input.folderId !== undefined && input.folderId !== folderId)
    throw new BadRequestError({ folderId: ['folderId must be the folder of the path.'] });
  const own = await visibleFolder(access, folderId);
  const [current] = own;
  if (!current) throw new Error('unreachable: a visible folder has a chain');
  if (input.parentId === current.parentId)
    return folderOf(await updateFolder(current, input, input.version, by), own.length);
  if (current.parentId === 0 && !access.isAdmin)
    throw new ForbiddenError('Only administrators create or move folders at the top level.');
  const { level, chain } = await levelUnder(access, input.parentId);
  if (input.parentId === folderId || chain.some((folder) => folder.id === folderId))
    throw new BadRequestError({ parentId: ['A folder cannot move into itself or one of its own folders.'] });
  if (level - 1 + subtreeHeight(folderId, await listFolders(access.variant)) > FOLDER_DEPTH_MAX) throw tooDeep();
  return folderOf(await updateFolder(current, input, input.version, by), level);
}

/** Levels a folder and its deepest descendant span (1 for a folder without subfolders). */
function subtreeHeight(folderId: number, folders: readonly StoredFolder[]): number {
  const children = new Map<number, number[]>();
  for (const folder of folders) children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder.id]);
  const height = (id: number, depth: number): number =>
    depth > FOLDER_DEPTH_MAX + 1
      ? depth
      : Math.max(depth, ...(children.get(id) ?? []).map((c) => height(c, depth + 1)));
  return height(folderId, 1);
}

export async function deleteFolder(access: FileManagerAccess, folderId: number): Promise<void> {
  const [current] = await visibleFolder(access, folderId);
  if (!current) throw new Error('unreachable: a visible folder has a chain');
  if (current.parentId === 0 && !access.isAdmin)
    throw new ForbiddenError('Only administrators delete top-level folders.');
  // A UME folder's permissions go with it (they sit in its partition; nothing else points at them).
  const permissions = access.variant === 'ume' ? await permissionKeysOfFolder(folderId) : [];
  await removeFolder(current, permissions);
}
