import type {
  FileManagerVariant,
  FileRow,
  Folder,
  FolderPermission,
  StagedUpload,
} from '@shelfline/shared/contracts/file-manager.contract';
import { api, stackUrl } from './local-stack.ts';

/*
 * File manager fixtures for integration and browser tests: everything goes through the API as the SPA calls it, so a
 * fixture is a real folder, file or permission (counts, markers and objects included). Names carry a run tag so
 * parallel files and repeated runs never collide among siblings.
 */

export const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const base = (variant: FileManagerVariant) => (variant === 'ume' ? 'FileManagement/UME' : 'FileManagement');

function expectStatus<T>(result: { status: number; body: T }, status: number, what: string): T {
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A folder under `parentId` (0: the top level, which needs an admin's token). */
export async function makeFolder(
  token: string,
  variant: FileManagerVariant,
  fullName: string,
  parentId = 0,
): Promise<Folder> {
  const result = await api<Folder>('POST', `${base(variant)}/folders`, { token, body: { fullName, parentId } });
  return expectStatus(result, 201, `create folder ${fullName}`);
}

/** A chain of folders, one inside the other, from the top level down: `[level1, level2, …]`. */
export async function makeFolderPath(
  token: string,
  variant: FileManagerVariant,
  ...names: string[]
): Promise<Folder[]> {
  const folders: Folder[] = [];
  for (const name of names) folders.push(await makeFolder(token, variant, name, folders.at(-1)?.folderId ?? 0));
  return folders;
}

/** Sends files through the multipart form of `POST …/folders/{id}/files`; answers the raw status and body. */
export async function postFiles(
  token: string,
  variant: FileManagerVariant,
  folderId: number,
  files: readonly { name: string; bytes: Uint8Array; type?: string }[],
): Promise<{ status: number; body: { files: FileRow[] } & { errors?: unknown } }> {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${stackUrl()}/api/${base(variant)}/folders/${folderId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Uploads one small file and answers its row. */
export async function uploadFile(
  token: string,
  variant: FileManagerVariant,
  folderId: number,
  name: string,
  bytes: Uint8Array,
): Promise<FileRow> {
  const result = await postFiles(token, variant, folderId, [{ name, bytes }]);
  const row = expectStatus(result, 201, `upload ${name}`).files[0];
  if (!row) throw new Error(`upload ${name}: no row`);
  return row;
}

/** Declares staged uploads (`stage`) and answers their presigned PUTs. */
export async function stageUploads(
  token: string,
  variant: FileManagerVariant,
  folderId: number,
  stage: readonly { fileName: string; size: number }[],
): Promise<StagedUpload[]> {
  const result = await api<{ uploads: StagedUpload[] }>('POST', `${base(variant)}/folders/${folderId}/files`, {
    token,
    body: { stage },
  });
  return expectStatus(result, 200, 'stage uploads').uploads;
}

/** PUTs the bytes to a staged upload's presigned URL, as the browser does. */
export async function putStaged(upload: StagedUpload, bytes: Uint8Array): Promise<number> {
  const response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: bytes });
  await response.arrayBuffer();
  return response.status;
}

/** Grants a UME folder to a supplier user, or to every user of the supplier (`userId` omitted). */
export async function grantFolder(
  adminToken: string,
  folderId: number,
  supplierId: number,
  userId?: number,
): Promise<FolderPermission[]> {
  const result = await api<FolderPermission[]>('POST', `FileManagement/UME/folders/${folderId}/permissions`, {
    token: adminToken,
    body: { entries: [{ supplierId, ...(userId === undefined ? {} : { userId }) }] },
  });
  return expectStatus(result, 201, `grant folder ${folderId}`);
}

/** Small valid files of the types the file manager keeps, by content. */
export const SAMPLE_FILES = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  text: (text = 'Hello, file manager.\n') => Buffer.from(text, 'utf8'),
  csv: () => Buffer.from('store,units\n101,4\n102,7\n', 'utf8'),
};
