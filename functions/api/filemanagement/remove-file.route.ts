import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { deleteVisibleFile } from '../../domain/files/files.ts';

/** `DELETE FileManagement/files/{id}`: the file and its object (the bucket keeps old versions 90 days). */
export const removeFile = implement(fileManagementRoutes.removeFile, async ({ params, auth }) => {
  await deleteVisibleFile(await accessOf('internal', auth), params.id);
  return respond(204);
});
