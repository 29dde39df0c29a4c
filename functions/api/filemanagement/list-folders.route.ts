import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { listVisibleFolders } from '../../domain/files/folders.ts';

/** `GET FileManagement/folders`: every folder the caller may see, flat. */
export const listFolders = implement(fileManagementRoutes.listFolders, async ({ auth }) =>
  listVisibleFolders(await accessOf('internal', auth)),
);
