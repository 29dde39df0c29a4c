import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { listVisibleFiles } from '../../domain/files/files.ts';

/** `GET FileManagement/folders/{id}/files`: the files of a visible folder. */
export const listFiles = implement(fileManagementRoutes.listFiles, async ({ params, auth }) =>
  listVisibleFiles(await accessOf('internal', auth), params.id),
);
