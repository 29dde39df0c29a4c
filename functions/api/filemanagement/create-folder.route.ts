import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { addFolder } from '../../domain/files/folders.ts';

/** `POST FileManagement/folders`: a folder under `parentId` (0: the top level, admins only). */
export const createFolder = implement(fileManagementRoutes.createFolder, async ({ body, auth }) =>
  respond(201, await addFolder(await accessOf('internal', auth), body, auth.username)),
);
