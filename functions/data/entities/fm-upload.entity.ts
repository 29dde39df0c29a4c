import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import { defineEntity } from '../entity.ts';

/**
 * Staged upload (brief §3.1): a file the browser PUTs straight to `uploads/pending/<uploadId>` of the files bucket
 * through a presigned URL, declared here first. Completing it re-verifies the object (size, type, scan) and consumes
 * the item once (condition on `status`); an unclaimed one expires with the TTL after 24 h (the staging object after
 * one day, by the bucket's lifecycle).
 *
 * | access pattern    | index | key                                   |
 * |-------------------|-------|---------------------------------------|
 * | upload by id      | table | pk `UPLOAD#<uploadId>`, sk `UPLOAD`   |
 */
export interface FmUpload {
  /** A uuid, and the staging object's key. */
  id: string;
  purpose: 'fileManager';
  variant: FileManagerVariant;
  folderId: number;
  /** Sanitised declared name. */
  fileName: string;
  /** Declared size: the object may not be larger. */
  size: number;
  /** Login code of who declared it: only they may complete it. */
  by: string;
  status: 'pending' | 'consumed';
  /** TTL (epoch seconds). */
  expiresAt: number;
}

export const FmUploadEntity = defineEntity<FmUpload>({
  name: 'fmUpload',
  key: (id) => ({ pk: `UPLOAD#${id}`, sk: 'UPLOAD' }),
});
