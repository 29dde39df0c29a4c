import {
  type FileLink,
  NOT_PREVIEWABLE_MESSAGE,
  SCAN_PENDING_MESSAGE,
} from '@shelfline/shared/contracts/file-manager.contract';
import { FILE_ANSWER_LIMIT_BYTES } from '../../common/answer-limit.ts';
import { attachment } from '../../common/aws/s3-objects.ts';
import { INLINE_TYPES } from '../../common/file-types.ts';
import { ConflictError, ForbiddenError, HttpError } from '../../common/http-errors.ts';
import type { Logger } from '../../common/logger.ts';
import { statusOfGuardDutyTag } from '../../common/scan/guardduty-verdict.ts';
import { scanMode } from '../../common/scan/scanner.ts';
import { fileLink, guardDutyTag, objectBytes, quarantine } from '../../data/files/file-objects.ts';
import { type StoredFile, setScanStatus } from '../../data/files/files.repository.ts';
import { type FileManagerAccess, visibleFile } from './access.ts';

/*
 * Serving a file (brief §3.2): the access check first, on the item (never the key), then the scan gate, then bytes
 * for a file of 4 MB or less, else a presigned GET of the object itself (5 min) that names the file and forces its
 * type. Only PDF and pictures are ever served inline; everything else downloads as `application/octet-stream`,
 * always with `nosniff`, so an upload can never run as a page of our origin.
 */

export type FileAnswer = { bytes: Buffer; headers: Record<string, string> } | { link: FileLink };

export async function serveFile(
  access: FileManagerAccess,
  fileId: string,
  mode: 'preview' | 'download',
  log: Logger,
): Promise<FileAnswer> {
  const file = await visibleFile(access, fileId);
  await checkScanned(file, log);
  const inline = INLINE_TYPES.has(file.contentType);
  if (mode === 'preview' && !inline) throw new HttpError(415, NOT_PREVIEWABLE_MESSAGE);
  const contentType = inline ? file.contentType : 'application/octet-stream';
  const disposition =
    mode === 'preview' ? attachment(file.fileName).replace(/^attachment/, 'inline') : attachment(file.fileName);
  if (file.size > FILE_ANSWER_LIMIT_BYTES) {
    const { url, expiresAt } = await fileLink(file.s3Key, disposition, contentType);
    return { link: { fileName: file.fileName, url, expiresAt } };
  }
  return {
    bytes: await objectBytes(file.s3Key),
    headers: {
      'content-type': contentType,
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
    },
  };
}

/**
 * A file is served only when clean. Under GuardDuty a new file is pending until its object carries the verdict
 * tag: the first read records it (an infected object is moved to quarantine, the item kept and flagged).
 */
export async function checkScanned(file: StoredFile, log: Logger): Promise<void> {
  let status = file.scanStatus;
  if (status === 'pending' && scanMode() === 'guardduty') {
    const tag = await guardDutyTag(file.s3Key);
    const verdict = statusOfGuardDutyTag(tag);
    if (tag && !verdict) log.warn('GuardDuty could not scan a file', { fileId: file.id, tag });
    if (verdict) {
      if (verdict === 'infected') await quarantine(file.s3Key);
      await setScanStatus(file, verdict);
      status = verdict;
    }
  }
  if (status === 'pending') throw new ConflictError(SCAN_PENDING_MESSAGE);
  if (status === 'infected') throw new ForbiddenError('This file contains a virus and cannot be downloaded.');
}
