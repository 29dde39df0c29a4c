import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { addFolderPermissions } from '../../domain/files/permissions.ts';

/** `POST FileManagement/UME/folders/{id}/permissions`: grant suppliers or their users (duplicates ignored). */
export const addUmeFolderPermissions = implement(
  fileManagementRoutes.addUmeFolderPermissions,
  async ({ params, body, auth }) =>
    respond(201, await addFolderPermissions(await accessOf('ume', auth), params.id, body, auth.username)),
);
