import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { listVisibleFiles } from '../../domain/files/files.ts';

/** `GET FileManagement/UME/folders/{id}/files`: the files of a visible folder. */
export const listUmeFiles = implement(fileManagementRoutes.listUmeFiles, async ({ params, auth }) =>
  listVisibleFiles(await accessOf('ume', auth), params.id),
);
