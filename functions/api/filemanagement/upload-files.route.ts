import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { upload } from './upload.ts';

/** `POST FileManagement/folders/{id}/files`: small files (multipart), or staged ones declared and kept (upload.ts). */
export const uploadFiles = implement(fileManagementRoutes.uploadFiles, (input) => upload('internal', input));
