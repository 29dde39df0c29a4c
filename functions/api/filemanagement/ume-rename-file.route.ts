import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { renameVisibleFile } from '../../domain/files/files.ts';

/** `PUT FileManagement/UME/files/{id}`: rename; the stored extension is kept. */
export const renameUmeFile = implement(fileManagementRoutes.renameUmeFile, async ({ params, body, auth }) =>
  renameVisibleFile(await accessOf('ume', auth), params.id, body, auth.username),
);
