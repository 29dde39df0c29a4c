import {
  type FileManagerVariant,
  type FileRow,
  MULTIPART_UPLOAD_BYTES,
  STAGED_UPLOAD_BYTES,
  UPLOAD_FILES_MAX,
} from '@shelfline/shared/contracts/file-manager.contract';
import { callRoute } from '../../app/api.ts';
import { uploadFiles, uploadToLink } from '../../app/upload.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { uploadRouteOf } from './file-manager-api.ts';
import { FILE_MANAGER_STRINGS as s } from './strings.ts';

/** `checking`: a staged file is in S3 and the server is verifying it (size, type, virus scan) before keeping it. */
export type FileUploadStatus = 'waiting' | 'uploading' | 'checking' | 'done' | 'failed';

export interface FileUploadState {
  status: FileUploadStatus;
  /** Share of the file's bytes sent, 0 to 1. */
  fraction: number;
  /** Why it failed: the server's messages (type, size, virus) or the network's. */
  errors?: string[];
}

/** Which way each file goes: in the request when small enough, straight to S3 when larger, refused above 100 MB. */
export function uploadWayOf(size: number): 'multipart' | 'staged' | 'tooLarge' {
  if (size <= MULTIPART_UPLOAD_BYTES) return 'multipart';
  return size <= STAGED_UPLOAD_BYTES ? 'staged' : 'tooLarge';
}

/**
 * Uploads files into a folder (brief §3.1): files up to 4 MB go in the request as multipart, one per request, three
 * at a time (`uploadFiles`); larger ones are staged: the API hands out presigned PUTs, each file goes to S3 with its
 * progress, then the API verifies and keeps it. `onChange` gets every file's state after each step; the answer lists
 * the rows kept and the indexes of the files that failed (retry them with the same call).
 */
export async function uploadToFolder(
  variant: FileManagerVariant,
  folderId: number,
  files: readonly File[],
  onChange: (states: FileUploadState[]) => void,
): Promise<{ kept: FileRow[]; failed: number[] }> {
  const states: FileUploadState[] = files.map(() => ({ status: 'waiting', fraction: 0 }));
  const set = (index: number, state: Partial<FileUploadState>) => {
    states[index] = { ...(states[index] as FileUploadState), ...state };
    onChange([...states]);
  };
  const kept: FileRow[] = [];
  const route = uploadRouteOf(variant);
  const indexes = files.map((_, index) => index);
  const small = indexes.filter((i) => uploadWayOf((files[i] as File).size) === 'multipart');
  const large = indexes.filter((i) => uploadWayOf((files[i] as File).size) === 'staged');
  for (const i of indexes.filter((i) => uploadWayOf((files[i] as File).size) === 'tooLarge')) {
    set(i, { status: 'failed', errors: [s.upload.tooLarge((files[i] as File).name)] });
  }
  onChange([...states]);

  if (small.length > 0) {
    const outcome = await uploadFiles(route, {
      params: { id: folderId },
      files: small.map((i) => files[i] as File),
      onProgress: (progress) => {
        for (const [at, status] of progress.statuses.entries()) {
          set(small[at] as number, { status, fraction: progress.fractions[at] ?? 0 });
        }
      },
    });
    for (const answer of outcome.answers) if (answer && 'files' in answer) kept.push(...answer.files);
    for (const failure of outcome.failures) {
      set(small[failure.index] as number, { status: 'failed', errors: messagesOf(failure.error) });
    }
  }

  for (let start = 0; start < large.length; start += UPLOAD_FILES_MAX) {
    kept.push(...(await uploadStaged(route, folderId, large.slice(start, start + UPLOAD_FILES_MAX), files, set)));
  }
  return { kept, failed: indexes.filter((i) => states[i]?.status === 'failed') };
}

/** Staged files, one after the other: declared together, each then sent to S3 and kept (or refused) on its own. */
async function uploadStaged(
  route: ReturnType<typeof uploadRouteOf>,
  folderId: number,
  batch: readonly number[],
  files: readonly File[],
  set: (index: number, state: Partial<FileUploadState>) => void,
): Promise<FileRow[]> {
  let uploads: { uploadId: string; url: string; headers: Record<string, string> }[];
  try {
    const stage = batch.map((i) => ({ fileName: (files[i] as File).name, size: (files[i] as File).size }));
    const answer = await callRoute(route, { params: { id: folderId }, body: { stage } });
    uploads = 'uploads' in answer ? answer.uploads : [];
  } catch (error) {
    for (const i of batch) set(i, { status: 'failed', errors: messagesOf(error) });
    return [];
  }
  const kept: FileRow[] = [];
  for (const [at, index] of batch.entries()) {
    const upload = uploads[at];
    const file = files[index] as File;
    if (!upload) {
      set(index, { status: 'failed', errors: [s.upload.status.failed] });
      continue;
    }
    try {
      set(index, { status: 'uploading' });
      await uploadToLink({
        url: upload.url,
        headers: upload.headers,
        file,
        onBytes: (loaded, total) => set(index, { fraction: total > 0 ? loaded / total : 0 }),
      });
      set(index, { status: 'checking', fraction: 1 });
      const answer = await callRoute(route, { params: { id: folderId }, body: { uploadIds: [upload.uploadId] } });
      if ('files' in answer) kept.push(...answer.files);
      set(index, { status: 'done' });
    } catch (error) {
      set(index, { status: 'failed', errors: messagesOf(error) });
    }
  }
  return kept;
}
