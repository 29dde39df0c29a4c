import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import type { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { type RouteInput, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { keepSmallFiles, keepStagedFiles, stageFiles } from '../../domain/files/uploads.ts';

type UploadInput = RouteInput<typeof fileManagementRoutes.uploadFiles>;

/**
 * The one upload call of each tree takes three forms (brief §3.1): multipart files (201 `{ files }`), a JSON `stage`
 * declaring large files (200 `{ uploads }`: presigned PUTs), a JSON `uploadIds` keeping them (201 `{ files }`).
 */
export async function upload(variant: FileManagerVariant, { params, body, files, auth }: UploadInput) {
  const target = { access: await accessOf(variant, auth), folderId: params.id, by: auth.username };
  if (body?.stage) return { uploads: await stageFiles(target, body.stage) };
  if (body?.uploadIds) return respond(201, { files: await keepStagedFiles(target, body.uploadIds) });
  return respond(201, { files: await keepSmallFiles(target, files) });
}
