import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { changeFolder } from '../../domain/files/folders.ts';

/** `PUT FileManagement/UME/folders/{id}`: rename and/or move a folder. */
export const updateUmeFolder = implement(fileManagementRoutes.updateUmeFolder, async ({ params, body, auth }) =>
  changeFolder(await accessOf('ume', auth), params.id, body, auth.username),
);
