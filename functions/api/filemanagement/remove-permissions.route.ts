import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { removeFolderPermissions } from '../../domain/files/permissions.ts';

/** `DELETE FileManagement/UME/folders/{id}/permissions` with `{ ids }`: those entries (no ids: 400, never all). */
export const removeUmeFolderPermissions = implement(
  fileManagementRoutes.removeUmeFolderPermissions,
  async ({ params, body, auth }) => {
    await removeFolderPermissions(await accessOf('ume', auth), params.id, body.ids);
    return respond(204);
  },
);
