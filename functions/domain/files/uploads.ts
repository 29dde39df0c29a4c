import { randomUUID } from 'node:crypto';
import {
  type FileRow,
  STAGED_UPLOAD_BYTES,
  type StagedUpload,
  type StageUpload,
} from '@shelfline/shared/contracts/file-manager.contract';
import { isZip } from '../../common/file-types.ts';
import { BadRequestError, ConflictError, HttpError } from '../../common/http-errors.ts';
import type { UploadedFile } from '../../common/multipart.ts';
import {
  copyObject,
  deleteFileObject,
  FIRST_BYTES,
  fileKey,
  firstBytes,
  lastBytes,
  objectSize,
  putFile,
  stagingKey,
  uploadLink,
} from '../../data/files/file-objects.ts';
import { createFile, rowOf } from '../../data/files/files.repository.ts';
import { consumeUpload, declareUpload, getUpload } from '../../data/files/uploads.repository.ts';
import type { AcceptedFile } from './accept-file.ts';
import { acceptFile } from './accept-file.ts';
import { type FileManagerAccess, visibleFolder } from './access.ts';
import { extensionOf, sanitizeFileName } from './names.ts';

/*
 * The three forms of `POST …/folders/{id}/files` (brief §3.1): small files in the request (multipart, 4 MB in all),
 * and large ones in two steps, declared (`stage`: a presigned PUT each) then kept (`uploadIds`). Every file is judged
 * by its bytes before anything is kept (a refused one keeps nothing of the request), and keeps a name of its own in
 * the folder (' (2)', ' (3)'…). An upload id is used once, by its own caller, for the folder it was declared for.
 */

/** The end of a staged ZIP read for its central directory (entry names only: 64 KB holds hundreds). */
const ZIP_DIRECTORY_BYTES = 64 * 1024;

interface Target {
  access: FileManagerAccess;
  folderId: number;
  by: string;
}

/** Writable folders: visible ones; at level 1 (the root's children) only for admins, which visibility gives. */
async function checkFolder({ access, folderId }: Target): Promise<void> {
  await visibleFolder(access, folderId);
}

export async function keepSmallFiles(target: Target, files: readonly UploadedFile[]): Promise<FileRow[]> {
  await checkFolder(target);
  if (files.length === 0) throw new BadRequestError({ files: ['Choose at least one file to upload.'] });
  const accepted = files.map((file) => ({ file, accepted: acceptFile(file.fileName, file.bytes, 'files') }));
  const rows: FileRow[] = [];
  for (const { file, accepted: kept } of accepted) {
    const id = randomUUID();
    const key = fileKey(target.access.variant, id);
    await putFile(key, file.bytes, kept.contentType);
    rows.push(await keep(target, id, key, kept, file.bytes.length));
  }
  return rows;
}

export async function stageFiles(target: Target, stage: StageUpload['stage']): Promise<StagedUpload[]> {
  await checkFolder(target);
  const uploads: StagedUpload[] = [];
  for (const declared of stage) {
    const id = randomUUID();
    const fileName = sanitizeFileName(declared.fileName);
    await declareUpload({
      id,
      purpose: 'fileManager',
      variant: target.access.variant,
      folderId: target.folderId,
      fileName,
      size: declared.size,
      by: target.by,
    });
    uploads.push({ uploadId: id, fileName, ...(await uploadLink(stagingKey(id), declared.size)) });
  }
  return uploads;
}

/**
 * Keeps staged uploads. The object is re-verified, whatever the presigned PUT promised (the emulator checks no
 * signature, and a policy is not a validation): it must exist, be no larger than declared (else 413 and the object
 * is deleted), and its first 4 KB must pass the scan and the type check. Only then is the upload consumed, the object
 * copied to its final key and the staging object deleted.
 */
export async function keepStagedFiles(target: Target, uploadIds: readonly string[]): Promise<FileRow[]> {
  await checkFolder(target);
  // Checked side by side (each a Get, a Head and ranged reads); kept one after the other, as each keep ADDs to the
  // folder's file count in its transaction and parallel ones would only conflict.
  const verified = await Promise.all([...new Set(uploadIds)].map((id) => verifyStaged(target, id)));
  const rows: FileRow[] = [];
  for (const { upload, size, accepted } of verified) {
    if (!(await consumeUpload(upload.id)))
      throw new ConflictError({ uploadIds: [`${upload.fileName} was already kept (upload ${upload.id}).`] });
    const id = randomUUID();
    const key = fileKey(target.access.variant, id);
    await copyObject(stagingKey(upload.id), key, accepted.contentType);
    await deleteFileObject(stagingKey(upload.id));
    rows.push(await keep(target, id, key, accepted, size));
  }
  return rows;
}

async function verifyStaged(target: Target, id: string) {
  const refuse = (message: string) => new BadRequestError({ uploadIds: [message] });
  const upload = await getUpload(id);
  const ours =
    upload &&
    upload.by === target.by &&
    upload.variant === target.access.variant &&
    upload.folderId === target.folderId;
  if (!upload || !ours) throw refuse(`Upload ${id} was not found for this folder.`);
  if (upload.status !== 'pending')
    throw new ConflictError({ uploadIds: [`${upload.fileName} was already kept (upload ${id}).`] });
  const key = stagingKey(id);
  const size = await objectSize(key);
  if (size === undefined) throw refuse(`${upload.fileName} was not uploaded yet (upload ${id}).`);
  if (size > upload.size || size > STAGED_UPLOAD_BYTES) {
    await deleteFileObject(key);
    throw new HttpError(413, {
      uploadIds: [`${upload.fileName} is larger than declared (${size} bytes, not ${upload.size}); upload it again.`],
    });
  }
  try {
    const head = await firstBytes(key, FIRST_BYTES);
    // A large ZIP-based file (an Office document) names its macros, if any, in the central directory at its end.
    const bytes =
      isZip(head) && size > FIRST_BYTES ? Buffer.concat([head, await lastBytes(key, ZIP_DIRECTORY_BYTES)]) : head;
    const accepted = acceptFile(upload.fileName, bytes, 'uploadIds', { prefixOnly: size > FIRST_BYTES });
    return { upload, size, accepted };
  } catch (error) {
    await deleteFileObject(key);
    throw error;
  }
}

/**
 * Keeps a file the product made itself (a scheduled export's workbook, brief §7.4) in a folder: the object is copied
 * server-side from `sourceKey` to the file's own key, then kept like an upload ('… (2)' on a taken name). Its bytes
 * were written by our own export code, so they are not judged again.
 */
export async function keepProducedFile(
  target: Target,
  file: { sourceKey: string; fileName: string; contentType: string; size: number },
): Promise<FileRow> {
  await checkFolder(target);
  const fileName = sanitizeFileName(file.fileName);
  const id = randomUUID();
  const key = fileKey(target.access.variant, id);
  await copyObject(file.sourceKey, key, file.contentType);
  const accepted: AcceptedFile = {
    fileName,
    extension: extensionOf(fileName),
    contentType: file.contentType,
    scanStatus: 'clean',
  };
  return keep(target, id, key, accepted, file.size);
}

/** Writes the item of a file whose object is in place; the object goes again if the item cannot be written. */
async function keep(target: Target, id: string, key: string, accepted: AcceptedFile, size: number): Promise<FileRow> {
  try {
    const stored = await createFile(
      {
        id,
        variant: target.access.variant,
        folderId: target.folderId,
        fileName: accepted.fileName,
        extension: accepted.extension,
        size,
        contentType: accepted.contentType,
        s3Key: key,
        scanStatus: accepted.scanStatus,
        uploadDate: new Date().toISOString(),
        uploadedBy: target.by,
      },
      target.by,
    );
    return rowOf(stored);
  } catch (error) {
    await deleteFileObject(key);
    throw error;
  }
}
