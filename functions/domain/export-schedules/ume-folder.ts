import { ConflictError } from '../../common/http-errors.ts';
import { listFileRows } from '../../data/files/files.repository.ts';
import { createFolder, listFolders, type StoredFolder } from '../../data/files/folders.repository.ts';
import { addPermissions } from '../../data/files/permissions.repository.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import type { FileManagerAccess } from '../files/access.ts';
import { keepProducedFile } from '../files/uploads.ts';
import type { ProducedFile } from './produce-export.ts';

/*
 * A scheduled order export or Summary "to the supplier's UME folder" (brief §7.4, F1): the supplier's folder is the
 * top-level UME folder named after it (as the demo and admins make them: one per supplier, its users granted). A
 * supplier without one gets it, granted to the whole supplier, so its users see the file; the file is kept through
 * the file manager's own code, a taken name numbered ' (2)' — unless it is this schedule's same file (a retry).
 */

const ADMIN_UME: FileManagerAccess = { variant: 'ume', isAdmin: true };

/** Keeps the run's file in the supplier's UME folder; answers where it went, e.g. 'UME folder Golden Leaf'. */
export async function storeInUmeFolder(supplierId: number, file: ProducedFile, by: string): Promise<string> {
  const supplier = await suppliers.getOrThrow(supplierId);
  const folder = await supplierFolder(supplier.name, supplierId, by);
  // A retried delivery of the same run finds its file there already (same name, same size, from this schedule).
  const kept = (await listFileRows('ume', folder.id)).find(
    (f) => f.fileName === file.fileName && f.size === file.bytes && f.uploadedBy === by,
  );
  if (kept) return `UME folder ${folder.fullName}: ${kept.fileName}`;
  const row = await keepProducedFile(
    { access: ADMIN_UME, folderId: folder.id, by },
    { sourceKey: file.key, fileName: file.fileName, contentType: file.contentType, size: file.bytes },
  );
  return `UME folder ${folder.fullName}: ${row.fileName}`;
}

async function supplierFolder(name: string, supplierId: number, by: string): Promise<StoredFolder> {
  const found = await topLevelNamed(name);
  if (found) return found;
  try {
    const folder = await createFolder('ume', { fullName: name, parentId: 0 }, by);
    await addPermissions(folder.id, [{ supplierId }], by);
    return folder;
  } catch (error) {
    // Another run made it meanwhile (the sibling name marker refused ours): use theirs.
    const made = error instanceof ConflictError ? await topLevelNamed(name) : undefined;
    if (made) return made;
    throw error;
  }
}

async function topLevelNamed(name: string): Promise<StoredFolder | undefined> {
  const wanted = name.trim().toLowerCase();
  return (await listFolders('ume')).find((f) => f.parentId === 0 && f.fullName.trim().toLowerCase() === wanted);
}
