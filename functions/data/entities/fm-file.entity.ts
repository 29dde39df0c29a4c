import type { FileManagerVariant, ScanStatus } from '@shelfline/shared/contracts/file-manager.contract';
import { defineEntity, definePatterns, type UniqueField } from '../entity.ts';

/**
 * File manager file (001 §2 File manager; brief 2.2, §3): the metadata of one object of the files bucket. The object's
 * key is `filemanager/<variant>/<fileId>` (never a user's text), so a rename touches only this item. Files of a folder
 * share the folder's partition: listing them is ONE Query.
 *
 * | access pattern                  | pattern    | index | key                                                                      |
 * |---------------------------------|------------|-------|--------------------------------------------------------------------------|
 * | files of a folder               | `ofFolder` | table | pk `FMFOLDER#<variant>#<folderId>`, sk begins `FILE#`                   |
 * | file by id (the id is a uuid)   | `byId`     | gsi1  | `FMFILE#<fileId>` / `FILE`                                               |
 * | is this name taken in the folder|            | table | marker `UNIQUE#fmFile.name#<variant>#<folderId>#<lower(name)>`           |
 */
export interface FmFile {
  /** A uuid: unguessable, and the object's key. */
  id: string;
  variant: FileManagerVariant;
  folderId: number;
  fileName: string;
  /** Lower-case, without the dot ('pdf'); put back on every rename. */
  extension: string;
  size: number;
  /** Detected from the bytes (functions/common/file-types.ts), never the browser's claim. */
  contentType: string;
  s3Key: string;
  scanStatus: ScanStatus;
  uploadDate: string;
  uploadedBy: string;
}

export const fmFolderPartition = (variant: FileManagerVariant, folderId: number) => `FMFOLDER#${variant}#${folderId}`;
export const fmFileKey = (variant: FileManagerVariant, folderId: number, id: string) => ({
  pk: fmFolderPartition(variant, folderId),
  sk: `FILE#${id}`,
});
const byIdKey = (id: string) => `FMFILE#${id}`;

/** The name, unique among siblings (folders) or in the folder (files), case-insensitive. */
export const FmFileName: UniqueField<FmFile> = {
  label: 'name',
  value: (f) => f.fileName,
  scope: (f) => `${f.variant}#${f.folderId}`,
};

export const FmFileEntity = defineEntity<FmFile>({
  name: 'fmFile',
  key: (id, record) => fmFileKey(record?.variant ?? 'internal', record?.folderId ?? 0, id),
  indexes: { gsi1: (f) => ({ pk: byIdKey(f.id), sk: 'FILE' }) },
  unique: [FmFileName],
});

export const FmFilePatterns = definePatterns({
  /** files of a folder */
  ofFolder: {
    index: 'table',
    key: (variant: FileManagerVariant, folderId: number) => ({
      pk: fmFolderPartition(variant, folderId),
      sk: { beginsWith: 'FILE#' },
    }),
  },
  /** file by id */
  byId: { index: 'gsi1', key: (id: string) => ({ pk: byIdKey(id), sk: { beginsWith: 'FILE' } }) },
});
