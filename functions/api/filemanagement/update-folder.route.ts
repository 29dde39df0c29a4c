import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { changeFolder } from '../../domain/files/folders.ts';

/** `PUT FileManagement/folders/{id}`: rename and/or move a folder. */
export const updateFolder = implement(fileManagementRoutes.updateFolder, async ({ params, body, auth }) =>
  changeFolder(await accessOf('internal', auth), params.id, body, auth.username),
);
