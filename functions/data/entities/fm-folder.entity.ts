import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import { defineEntity, definePatterns, type UniqueField } from '../entity.ts';

/**
 * File manager folder (001 §2 File manager; brief 2.2): a node of one of the two trees (`internal`, `ume`). The whole
 * tree of a variant is one partition, so the folder list is ONE Query; a folder's level is its depth in that tree
 * (computed from `parentId`, never stored, so a move cannot leave a subtree's levels stale). `childCount` and
 * `fileCount` are kept with ADD in the same transaction as the child's or file's write: the non-empty check of a
 * delete is a condition on them, not a count.
 *
 * | access pattern                       | pattern     | index | key                                                               |
 * |--------------------------------------|-------------|-------|-------------------------------------------------------------------|
 * | every folder of a variant            | `ofVariant` | table | pk `FMFOLDERS#<variant>`, sk begins `FOLDER#`                     |
 * | folder by id                         |             | table | pk `FMFOLDERS#<variant>`, sk `FOLDER#<id8>`                       |
 * | is this name taken among siblings    |             | table | marker `UNIQUE#fmFolder.name#<variant>#<parentId>#<lower(name)>` |
 */
export interface FmFolder {
  id: number;
  variant: FileManagerVariant;
  fullName: string;
  /** 0 = the root. */
  parentId: number;
  childCount: number;
  fileCount: number;
}

export const fmFoldersKey = (variant: FileManagerVariant) => `FMFOLDERS#${variant}`;
export const fmFolderKey = (variant: FileManagerVariant, id: number) => ({
  pk: fmFoldersKey(variant),
  sk: `FOLDER#${String(id).padStart(8, '0')}`,
});

/** The name, unique among siblings (folders) or in the folder (files), case-insensitive. */
export const FmFolderName: UniqueField<FmFolder> = {
  label: 'name',
  value: (f) => f.fullName,
  scope: (f) => `${f.variant}#${f.parentId}`,
};

export const FmFolderEntity = defineEntity<FmFolder>({
  name: 'fmFolder',
  key: (id, record) => fmFolderKey(record?.variant ?? 'internal', id),
  unique: [FmFolderName],
});

export const FmFolderPatterns = definePatterns({
  /** every folder of a variant */
  ofVariant: {
    index: 'table',
    key: (variant: FileManagerVariant) => ({ pk: fmFoldersKey(variant), sk: { beginsWith: 'FOLDER#' } }),
  },
});
