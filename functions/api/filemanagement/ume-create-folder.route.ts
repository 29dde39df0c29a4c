import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { addFolder } from '../../domain/files/folders.ts';

/** `POST FileManagement/UME/folders`: a folder under `parentId` (0: the top level, admins only). */
export const createUmeFolder = implement(fileManagementRoutes.createUmeFolder, async ({ body, auth }) =>
  respond(201, await addFolder(await accessOf('ume', auth), body, auth.username)),
);
