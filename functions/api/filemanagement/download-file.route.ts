import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { serve } from './serve.ts';

/** `GET FileManagement/files/{id}/download`: the file as an attachment under its name (serve.ts). */
export const downloadFile = implement(fileManagementRoutes.downloadFile, (input) =>
  serve('internal', 'download', input),
);
