import type { FileRename, FileRow } from '@shelfline/shared/contracts/file-manager.contract';
import { deleteFileObject } from '../../data/files/file-objects.ts';
import { listFileRows, removeFile, renameFile, rowOf } from '../../data/files/files.repository.ts';
import { type FileManagerAccess, visibleFile, visibleFolder } from './access.ts';
import { renamedWithExtension } from './names.ts';

/** The files of a visible folder, as compact rows (one Query). */
export async function listVisibleFiles(access: FileManagerAccess, folderId: number): Promise<FileRow[]> {
  await visibleFolder(access, folderId);
  const rows = await listFileRows(access.variant, folderId);
  return rows.sort((a, b) => a.fileName.localeCompare(b.fileName));
}

/** Renames a file; whatever extension is typed, the stored one is put back (001 §5). */
export async function renameVisibleFile(
  access: FileManagerAccess,
  fileId: string,
  input: FileRename,
  by: string,
): Promise<FileRow> {
  const file = await visibleFile(access, fileId);
  return rowOf(await renameFile(file, renamedWithExtension(input.fileName, file.extension), input.version, by));
}

/**
 * Deletes the item and then the object: the bucket is versioned, so the bytes stay recoverable for 90 days (its
 * lifecycle) after the current version is gone.
 */
export async function deleteVisibleFile(access: FileManagerAccess, fileId: string): Promise<void> {
  const file = await visibleFile(access, fileId);
  await removeFile(file);
  await deleteFileObject(file.s3Key);
}
