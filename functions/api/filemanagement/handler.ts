import { fileManagementRoutes } from '@shelfline/shared/routes/filemanagement.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { addUmeFolderPermissions } from './add-permissions.route.ts';
import { createFolder } from './create-folder.route.ts';
import { downloadFile } from './download-file.route.ts';
import { getFile } from './get-file.route.ts';
import { listFiles } from './list-files.route.ts';
import { listFolders } from './list-folders.route.ts';
import { listUmeFolderPermissions } from './list-permissions.route.ts';
import { removeFile } from './remove-file.route.ts';
import { removeFolder } from './remove-folder.route.ts';
import { removeUmeFolderPermission } from './remove-permission.route.ts';
import { removeUmeFolderPermissions } from './remove-permissions.route.ts';
import { renameFile } from './rename-file.route.ts';
import { createUmeFolder } from './ume-create-folder.route.ts';
import { downloadUmeFile } from './ume-download-file.route.ts';
import { getUmeFile } from './ume-get-file.route.ts';
import { listUmeFiles } from './ume-list-files.route.ts';
import { listUmeFolders } from './ume-list-folders.route.ts';
import { removeUmeFile } from './ume-remove-file.route.ts';
import { removeUmeFolder } from './ume-remove-folder.route.ts';
import { renameUmeFile } from './ume-rename-file.route.ts';
import { updateUmeFolder } from './ume-update-folder.route.ts';
import { uploadUmeFiles } from './ume-upload-files.route.ts';
import { updateFolder } from './update-folder.route.ts';
import { uploadFiles } from './upload-files.route.ts';

/** The `filemanagement` family: the internal and the UME file managers, and the UME folder permissions (001 §7). */
export const handler = createApiHandler({
  routes: Object.values(fileManagementRoutes),
  implementations: [
    addUmeFolderPermissions,
    createFolder,
    downloadFile,
    getFile,
    listFiles,
    listFolders,
    listUmeFolderPermissions,
    removeFile,
    removeFolder,
    removeUmeFolderPermission,
    removeUmeFolderPermissions,
    renameFile,
    createUmeFolder,
    downloadUmeFile,
    getUmeFile,
    listUmeFiles,
    listUmeFolders,
    removeUmeFile,
    removeUmeFolder,
    renameUmeFile,
    updateUmeFolder,
    uploadUmeFiles,
    updateFolder,
    uploadFiles,
  ],
});
