import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { deleteFolder } from '../../domain/files/folders.ts';

/** `DELETE FileManagement/UME/folders/{id}`: an empty folder (409 while it holds anything). */
export const removeUmeFolder = implement(fileManagementRoutes.removeUmeFolder, async ({ params, auth }) => {
  await deleteFolder(await accessOf('ume', auth), params.id);
  return respond(204);
});
