import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import type { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { type RouteInput, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { serveFile } from '../../domain/files/downloads.ts';

type ServeInput = RouteInput<typeof fileManagementRoutes.getFile>;

/** A preview or a download: the bytes (4 MB or less), else `{ fileName, url, expiresAt }` to follow (downloads.ts). */
export async function serve(
  variant: FileManagerVariant,
  mode: 'preview' | 'download',
  { params, auth, log }: ServeInput,
) {
  const answer = await serveFile(await accessOf(variant, auth), params.id, mode, log);
  return 'link' in answer ? answer.link : respond(200, answer.bytes, answer.headers);
}
