import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { listFolderPermissions } from '../../domain/files/permissions.ts';

/** `GET FileManagement/UME/folders/{id}/permissions`: the folder's own entries. */
export const listUmeFolderPermissions = implement(
  fileManagementRoutes.listUmeFolderPermissions,
  async ({ params, auth }) => listFolderPermissions(await accessOf('ume', auth), params.id),
);
