import {
  ATTACHMENTS_MAX,
  ATTACHMENTS_MAX_BYTES,
  ATTACHMENTS_MESSAGE,
} from '@shelfline/shared/contracts/email.contract';
import type { Caller } from '../../common/caller.ts';
import { BadRequestError, HttpError } from '../../common/http-errors.ts';
import type { Logger } from '../../common/logger.ts';
import { objectBytes } from '../../data/files/file-objects.ts';
import { accessOf, visibleFile } from '../files/access.ts';
import { checkScanned } from '../files/downloads.ts';
import type { AttachmentSource } from './attachments.ts';

/*
 * 'Attach from File Manager' (brief §3.6, §5b): internal file-manager files sent by reference (`fileIds`), so a
 * large document needs no upload. The sender must be able to read each file exactly as a download would: the same
 * access check on the item (404 'File Not Found' for what they cannot see) and the same scan gate (409 while
 * pending, 403 when infected). Sizes are checked from the items before any byte is read.
 */

/** The ids of `fileIds` (comma-separated), each once. */
export function fileIdsOf(text: string | undefined): string[] {
  const ids = (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.some((id) => id.length > 64)) throw new BadRequestError({ fileIds: ['A file id is at most 64 characters.'] });
  return [...new Set(ids)];
}

/**
 * The internal files named by `fileIds` as attachments, read from S3 once every one of them passed the checks and
 * they fit, with `alreadyBytes` of uploaded files, within 10 files and 10 MB (413 under `files` otherwise).
 */
export async function fileManagerAttachments(
  fileIds: readonly string[],
  auth: Caller,
  log: Logger,
  already: { files: number; bytes: number },
): Promise<AttachmentSource[]> {
  if (fileIds.length === 0) return [];
  const access = await accessOf('internal', auth);
  const files = await Promise.all(fileIds.map((id) => visibleFile(access, id)));
  for (const file of files) await checkScanned(file, log);
  const bytes = files.reduce((sum, file) => sum + file.size, already.bytes);
  if (already.files + files.length > ATTACHMENTS_MAX || bytes > ATTACHMENTS_MAX_BYTES)
    throw new HttpError(413, { files: [ATTACHMENTS_MESSAGE] });
  return Promise.all(
    files.map(async (file) => ({
      fileName: file.fileName,
      bytes: await objectBytes(file.s3Key),
      contentType: file.contentType,
    })),
  );
}
