import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { renameVisibleFile } from '../../domain/files/files.ts';

/** `PUT FileManagement/files/{id}`: rename; the stored extension is kept. */
export const renameFile = implement(fileManagementRoutes.renameFile, async ({ params, body, auth }) =>
  renameVisibleFile(await accessOf('internal', auth), params.id, body, auth.username),
);
