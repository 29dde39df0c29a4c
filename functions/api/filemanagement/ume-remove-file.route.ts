import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { accessOf } from '../../domain/files/access.ts';
import { deleteVisibleFile } from '../../domain/files/files.ts';

/** `DELETE FileManagement/UME/files/{id}`: the file and its object (the bucket keeps old versions 90 days). */
export const removeUmeFile = implement(fileManagementRoutes.removeUmeFile, async ({ params, auth }) => {
  await deleteVisibleFile(await accessOf('ume', auth), params.id);
  return respond(204);
});
