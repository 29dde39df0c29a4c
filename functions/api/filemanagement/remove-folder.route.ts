import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { deleteFolder } from '../../domain/files/folders.ts';

/** `DELETE FileManagement/folders/{id}`: an empty folder (409 while it holds anything). */
export const removeFolder = implement(fileManagementRoutes.removeFolder, async ({ params, auth }) => {
  await deleteFolder(await accessOf('internal', auth), params.id);
  return respond(204);
});
