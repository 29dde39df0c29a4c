import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { serve } from './serve.ts';

/** `GET FileManagement/UME/files/{id}/download`: the file as an attachment under its name (serve.ts). */
export const downloadUmeFile = implement(fileManagementRoutes.downloadUmeFile, (input) =>
  serve('ume', 'download', input),
);
