import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { listVisibleFolders } from '../../domain/files/folders.ts';

/** `GET FileManagement/UME/folders`: every folder the caller may see, flat. */
export const listUmeFolders = implement(fileManagementRoutes.listUmeFolders, async ({ auth }) =>
  listVisibleFolders(await accessOf('ume', auth)),
);
