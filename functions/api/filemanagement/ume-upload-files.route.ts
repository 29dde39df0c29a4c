import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { upload } from './upload.ts';

/** `POST FileManagement/UME/folders/{id}/files`: small files (multipart), or staged ones declared and kept (upload.ts). */
export const uploadUmeFiles = implement(fileManagementRoutes.uploadUmeFiles, (input) => upload('ume', input));
