import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { removeOnePermission } from '../../domain/files/permissions.ts';

/** `DELETE FileManagement/UME/folders/permissions/{id}`: one entry. */
export const removeUmeFolderPermission = implement(
  fileManagementRoutes.removeUmeFolderPermission,
  async ({ params }) => {
    await removeOnePermission(params.id);
    return respond(204);
  },
);
