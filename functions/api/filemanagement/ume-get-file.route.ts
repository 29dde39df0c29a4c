import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { implement } from '../../common/api-handler.ts';
import { serve } from './serve.ts';

/** `GET FileManagement/UME/files/{id}`: the inline preview of a PDF or a picture (serve.ts). */
export const getUmeFile = implement(fileManagementRoutes.getUmeFile, (input) => serve('ume', 'preview', input));
